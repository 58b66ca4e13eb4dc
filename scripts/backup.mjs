// `npm run backup [-- DEST]`: a consistent copy of DATA_DIR, safe while the server
// runs. The database goes through SQLite's online backup (a plain copy of a
// running database can miss what is still in its write-ahead log, tables
// included); the files beside it are copied as they are.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { copyFiles, DATABASE, dataDir, fail } from "./data-dir.mjs";

const source = dataDir();
const database = path.join(source, DATABASE);
if (!fs.existsSync(database))
  fail(`Nothing to back up: ${database} does not exist (is DATA_DIR right?).`);

const stamp = new Date().toISOString().replace(/:/g, "-").replace(/\..+$/, "");
const destination = path.resolve(
  process.argv[2] ?? path.join(source, "backups", stamp),
);
if (fs.existsSync(destination) && fs.readdirSync(destination).length > 0)
  fail(`${destination} is not empty: choose a new folder for the backup.`);
fs.mkdirSync(destination, { recursive: true, mode: 0o700 });
fs.chmodSync(destination, 0o700);

const db = new Database(database, { readonly: true, fileMustExist: true });
await db.backup(path.join(destination, DATABASE));
db.close();
fs.chmodSync(path.join(destination, DATABASE), 0o600);

const backups = path.join(source, "backups");
copyFiles(
  source,
  destination,
  (file) => file === backups || file === destination,
);
console.log(`Backed up ${source} to ${destination}`);
