// `npm run restore -- SOURCE [--force]`: puts a backup made by `npm run backup`
// back into DATA_DIR. Stop the server first. Existing data is only replaced
// with --force; files of DATA_DIR that the backup does not hold are kept.
import "./load-env.mjs";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate, migrations } from "../lib/db/migrations.cjs";
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
  let problem;
  try {
    const db = new Database(snapshot, { readonly: true, fileMustExist: true });
    try {
      const check = db.pragma("integrity_check", { simple: true });
      problem =
        check === "ok"
          ? schemaProblem(db)
          : `${DATABASE} is damaged (${check})`;
    } finally {
      db.close();
    }
  } catch (error) {
    notBackup(`${DATABASE} is not a readable database (${error.message})`);
  }
  if (problem) notBackup(problem);
}

// Function declarations: checkSnapshot runs above, before any const here exists.
function entries(db) {
  return db
    .prepare("SELECT type, name, tbl_name AS tbl, sql FROM sqlite_master")
    .all();
}
function key(e) {
  return JSON.stringify([e.type, e.name, e.tbl, e.sql]);
}
function describe(e) {
  return `${e.type} "${e.name}"${e.tbl === e.name ? "" : ` on table "${e.tbl}"`}`;
}

/**
 * The server runs whatever the database holds (a trigger could silently undo
 * every logout), so the snapshot must hold exactly the schema the site's
 * migrations make: those it records as applied (an older backup holds fewer;
 * the server applies the rest at start), built afresh in memory and compared
 * entry by entry, SQL included. Anything else is named.
 */
function schemaProblem(db) {
  const found = entries(db);
  if (!found.some((e) => e.type === "table" && e.name === "schema_migrations"))
    return `${DATABASE} is not this site's database`;
  const recorded = db
    .prepare("SELECT id FROM schema_migrations")
    .all()
    .map((r) => r.id);
  const unknown = recorded.find((id) => !migrations.some((m) => m.id === id));
  if (unknown !== undefined)
    return `${DATABASE} was written by a newer version of the site (migration ${unknown}); update the site first`;
  const fresh = new Database(":memory:");
  migrate(fresh, (m) => recorded.includes(m.id));
  const expected = entries(fresh);
  fresh.close();
  const wanted = new Set(expected.map(key));
  const present = new Set(found.map(key));
  const foreign = found
    .filter((e) => !wanted.has(key(e)))
    .map((e) =>
      expected.some((x) => x.type === e.type && x.name === e.name)
        ? `${describe(e)} changed`
        : describe(e),
    );
  const missing = expected
    .filter((e) => !present.has(key(e)))
    .filter((e) => !found.some((x) => x.type === e.type && x.name === e.name))
    .map(describe);
  if (foreign.length + missing.length === 0) return null;
  return `${DATABASE} does not hold the schema the site writes (${[
    ...foreign.map((what) => `found ${what}`),
    ...missing.map((what) => `missing ${what}`),
  ].join("; ")})`;
}
