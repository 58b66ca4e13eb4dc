// `npm run restore -- SOURCE [--force]`: puts a backup made by `npm run backup`
// back into DATA_DIR. Stop the server first. Existing data is only replaced
// with --force; files of DATA_DIR that the backup does not hold are kept.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  copyDatabase,
  copyFiles,
  DATABASE,
  dataDir,
  fail,
  flush,
  makePrivateDir,
  MANIFEST,
  SQLITE_COMPANIONS,
} from "./data-dir.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const rest = args.filter((a) => a !== "--force");
if (rest.length !== 1 || rest[0].startsWith("-"))
  fail("Usage: npm run restore -- BACKUP_FOLDER [--force]");
const source = path.resolve(rest[0]);
const target = dataDir();
const snapshot = path.join(source, DATABASE);
const notBackup = (why) => fail(`${source} is not a backup: ${why}.`);

if (!fs.existsSync(snapshot)) notBackup(`it has no ${DATABASE}`);
if (source === target) notBackup("it is DATA_DIR itself");
const manifest = path.join(source, MANIFEST);
if (fs.existsSync(manifest)) {
  let kind;
  try {
    kind = JSON.parse(fs.readFileSync(manifest, "utf8")).kind;
  } catch {
    kind = undefined;
  }
  if (kind !== "halabi-data-dir-backup")
    notBackup(`its ${MANIFEST} is not one npm run backup wrote`);
}
checkSnapshot();

const database = path.join(target, DATABASE);
if (fs.existsSync(database) && !force)
  fail(
    `${target} already holds data (${DATABASE}). Stop the server, then run again with --force to replace it.`,
  );

makePrivateDir(target);
// Copied beside the old database first: a failed copy leaves the old one whole.
const incoming = `${database}.restoring`;
fs.rmSync(incoming, { force: true });
try {
  await copyDatabase(Database, snapshot, incoming);
} catch (error) {
  fs.rmSync(incoming, { force: true });
  fail(`Could not restore ${snapshot}: ${error.message}`);
}
// The old write-ahead log belongs to the old database: left beside the new
// one, SQLite would replay it into it.
for (const name of SQLITE_COMPANIONS)
  fs.rmSync(path.join(target, name), { force: true });
fs.renameSync(incoming, database);
const files = copyFiles(source, target);
flush(target);
console.log(
  `Restored ${source} into ${target} (${DATABASE} and ${files.length} other files).`,
);

/** The snapshot must be an intact database of this site before anything is replaced. */
function checkSnapshot() {
  let check;
  let ours;
  try {
    const db = new Database(snapshot, { readonly: true, fileMustExist: true });
    try {
      check = db.pragma("integrity_check", { simple: true });
      ours = db
        .prepare(
          "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
        )
        .get();
    } finally {
      db.close();
    }
  } catch (error) {
    notBackup(`${DATABASE} is not a readable database (${error.message})`);
  }
  if (check !== "ok") notBackup(`${DATABASE} is damaged (${check})`);
  if (!ours) notBackup(`${DATABASE} is not this site's database`);
}
