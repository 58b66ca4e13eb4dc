// `npm run restore -- SOURCE [--force]`: puts a backup made by `npm run backup`
// back into DATA_DIR. Stop the server first. Existing data is only replaced
// with --force.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  copyFiles,
  DATABASE,
  dataDir,
  fail,
  SQLITE_COMPANIONS,
} from "./data-dir.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const from = args.find((a) => a !== "--force");
if (!from) fail("Usage: npm run restore -- BACKUP_FOLDER [--force]");
const source = path.resolve(from);
const snapshot = path.join(source, DATABASE);
if (!fs.existsSync(snapshot))
  fail(`${source} is not a backup: it has no ${DATABASE}.`);
try {
  const db = new Database(snapshot, { readonly: true, fileMustExist: true });
  const check = db.pragma("integrity_check", { simple: true });
  db.close();
  if (check !== "ok") fail(`${snapshot} is damaged: ${check}`);
} catch (error) {
  fail(`${snapshot} is not a readable database: ${error.message}`);
}

const target = dataDir();
if (fs.existsSync(path.join(target, DATABASE)) && !force)
  fail(
    `${target} already holds data. Stop the server, then run again with --force to replace it.`,
  );

fs.mkdirSync(target, { recursive: true, mode: 0o700 });
fs.chmodSync(target, 0o700);
for (const name of [DATABASE, ...SQLITE_COMPANIONS])
  fs.rmSync(path.join(target, name), { force: true });
fs.copyFileSync(snapshot, path.join(target, DATABASE));
fs.chmodSync(path.join(target, DATABASE), 0o600);
copyFiles(source, target);
console.log(`Restored ${source} into ${target}`);
