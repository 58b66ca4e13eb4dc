// `npm run backup [-- DEST]`: a consistent copy of DATA_DIR, safe while the server
// runs. The database goes through SQLite's online backup (a plain copy of a
// running database can miss what is still in its write-ahead log, tables
// included); the files beside it are copied as they are.
import "./load-env.mjs";
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
} from "./data-dir.mjs";

/**
 * A backup carries the visit counts, not the day's salt (lib/visits/store.ts) nor
 * the visitor hashes an earlier version kept in visits/seen: those must not
 * outlive their day, and a backup may.
 */
function forgetVisitors(file) {
  const copy = new Database(file);
  try {
    copy
      .prepare(
        "DELETE FROM documents WHERE path = 'visits/salt' OR path LIKE 'visits/seen/%'",
      )
      .run();
  } finally {
    copy.close();
  }
  flush(file);
}

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith("-"))
  fail("Usage: npm run backup [-- DESTINATION_FOLDER]");
const source = dataDir();
const database = path.join(source, DATABASE);
if (!fs.existsSync(database))
  fail(`Nothing to back up: ${database} does not exist (is DATA_DIR right?).`);

const created = new Date();
const stamp = created.toISOString().replace(/:/g, "-").replace(/\..+$/, "");
const backups = path.join(source, "backups");
// Two backups in the same second get folders of their own: <stamp>, <stamp>-2, ...
let destination = path.resolve(args[0] ?? path.join(backups, stamp));
for (let n = 2; !args[0] && fs.existsSync(destination); n++)
  destination = path.join(backups, `${stamp}-${n}`);
if (fs.existsSync(destination) && fs.readdirSync(destination).length > 0)
  fail(`${destination} is not empty: choose a new folder for the backup.`);
makePrivateDir(destination);

try {
  await copyDatabase(Database, database, path.join(destination, DATABASE));
  forgetVisitors(path.join(destination, DATABASE));
} catch (error) {
  fail(`Could not copy ${database}: ${error.message}`);
}
const files = copyFiles(
  source,
  destination,
  (file) => file === backups || file === destination,
);

// Lets `npm run restore` tell a backup from any folder that has a site.db.
const manifest = path.join(destination, MANIFEST);
fs.writeFileSync(
  manifest,
  `${JSON.stringify(
    {
      kind: "halabi-data-dir-backup",
      created: created.toISOString(),
      from: source,
      files: [DATABASE, ...files],
    },
    null,
    2,
  )}\n`,
  { mode: 0o600, flag: "wx" },
);
flush(manifest);
flush(destination);
console.log(`Backed up ${source} to ${destination}`);
