// DATA_DIR as the server reads it, and the private modes of what is in it,
// for `npm run backup` and `npm run restore`.
import fs from "node:fs";
import path from "node:path";

export const DATABASE = "site.db";
// SQLite's own companions of the database: the backup API copies their content.
export const SQLITE_COMPANIONS = new Set([
  "site.db-wal",
  "site.db-shm",
  "site.db-journal",
]);

export const dataDir = () => path.resolve(process.env.DATA_DIR || "./.data");

/** Copies a folder's files (not the database, not `skip`), with private modes. */
export function copyFiles(from, to, skip = () => false) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.name === DATABASE || SQLITE_COMPANIONS.has(entry.name)) continue;
    if (skip(source)) continue;
    if (entry.isDirectory()) copyFiles(source, target, skip);
    else if (entry.isFile()) {
      fs.copyFileSync(source, target);
      fs.chmodSync(target, 0o600);
    }
  }
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}
