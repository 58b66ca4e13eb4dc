// DATA_DIR as the server reads it (environment and .env files, loaded by the
// script first: load-env.mjs), and the private modes of what is in it, for
// `npm run backup` and `npm run restore`.
import fs from "node:fs";
import path from "node:path";

export const DATABASE = "site.db";
export const MANIFEST = "manifest.json";
// SQLite's own companions of the database: the backup API copies their content.
export const SQLITE_COMPANIONS = new Set([
  "site.db-wal",
  "site.db-shm",
  "site.db-journal",
]);
// Past SQLite's limit on pages per step: the whole copy runs inside one read
// transaction, so writes by the running server neither restart it nor tear it.
const ALL_PAGES = 0x7fffffff;

// A file the server is still writing (writeAtomically in lib/db/data-dir.ts): whole or absent, never half.
const IN_PROGRESS = /^\..+\.tmp$/;

export const dataDir = () => path.resolve(process.env.DATA_DIR || "./.data");

export function makePrivateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Flushes a file's content, or a folder's entries, to disk. */
export function flush(file) {
  const fd = fs.openSync(file, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A consistent copy of an SQLite database, whatever is still in its
 * write-ahead log, into a file that is 0600 from its first byte.
 */
export async function copyDatabase(Database, from, to) {
  fs.closeSync(fs.openSync(to, "wx", 0o600));
  const db = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await db.backup(to, { progress: () => ALL_PAGES });
  } finally {
    db.close();
  }
  fs.chmodSync(to, 0o600);
  flush(to);
}

/**
 * Copies a folder's files (not the database, its companions, the manifest,
 * nor what `skip` names), 0600 in 0700 folders, each flushed to disk.
 * Returns the copied paths, relative to `to`.
 */
export function copyFiles(from, to, skip = () => false, prefix = "") {
  const copied = [];
  makePrivateDir(to);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const own =
      !prefix &&
      (entry.name === DATABASE ||
        entry.name === MANIFEST ||
        SQLITE_COMPANIONS.has(entry.name));
    if (own || IN_PROGRESS.test(entry.name) || skip(source)) continue;
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory())
      copied.push(...copyFiles(source, target, skip, relative));
    else if (entry.isFile()) {
      try {
        fs.copyFileSync(source, target);
      } catch (error) {
        // The running server moved it (an outbox message changing folders).
        if (error.code === "ENOENT") continue;
        throw error;
      }
      fs.chmodSync(target, 0o600);
      flush(target);
      copied.push(relative);
    }
  }
  flush(to);
  return copied;
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}
