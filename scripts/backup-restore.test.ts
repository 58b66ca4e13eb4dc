import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { authSecret } from "@/lib/account/auth/secret";
import { identity } from "@/lib/account/identity";
import { accountStore } from "@/lib/account/roles";
import { db, openDatabase } from "@/lib/db";
import { dataDir } from "@/lib/db/data-dir";
import { migrate } from "@/lib/db/migrations.cjs";
import { resetEnvForTests } from "@/lib/env";
import { catalogStore } from "@/lib/products";
import { coverageEnv } from "@/e2e/support/servers";
import { useTempDataDir } from "@/test/temp-data-dir";

const script = (name: string) => path.join(__dirname, name);
// Under `npm run coverage` the scripts' own coverage counts, as when the browser
// tests ran them (other Jest children write none: scripts/coverage.mjs).
const scriptEnv = (DATA_DIR: string) => ({
  ...process.env,
  ...coverageEnv,
  DATA_DIR,
});
const run = (name: string, args: string[], DATA_DIR: string) =>
  spawnSync(process.execPath, [script(name), ...args], {
    env: scriptEnv(DATA_DIR),
    encoding: "utf8",
  });
/** Runs a script from `cwd` as npm would from a project folder holding a .env.local: DATA_DIR only there. */
const runIn = (cwd: string, name: string, args: string[]) => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...coverageEnv,
    NODE_ENV: "production",
  };
  // Jest's NODE_ENV=test would pick .env.test*; a parent that already loaded
  // .env files would make @next/env skip them.
  delete env.DATA_DIR;
  delete env.__NEXT_PROCESSED_ENV;
  return spawnSync(process.execPath, [script(name), ...args], {
    cwd,
    env,
    encoding: "utf8",
  });
};
const mode = (file: string) => fs.statSync(file).mode & 0o777;
const query = <T>(file: string, sql: string): T => {
  const conn = new Database(file, { readonly: true });
  try {
    return conn.prepare(sql).get() as T;
  } finally {
    conn.close();
  }
};
const tables = (file: string) =>
  query<{ names: string | null }>(
    file,
    "SELECT group_concat(name) AS names FROM sqlite_master WHERE type = 'table'",
  ).names?.split(",") ?? [];
const count = (file: string, where = "1") =>
  query<{ n: number }>(
    file,
    `SELECT COUNT(*) AS n FROM documents WHERE ${where}`,
  ).n;
const temps: string[] = [];
const temp = (tag: string) => {
  temps.push(fs.mkdtempSync(path.join(os.tmpdir(), `halabi-${tag}-`)));
  return temps.at(-1)!;
};
afterAll(() => {
  for (const t of temps) fs.rmSync(t, { recursive: true, force: true });
});

describe("DATA_DIR on disk", () => {
  const dir = useTempDataDir();

  it("is private (0700, files 0600) and durable (synchronous FULL)", () => {
    fs.chmodSync(dir(), 0o755);
    db()
      .prepare(
        "INSERT INTO documents (path, value, version) VALUES ('k', '1', 1)",
      )
      .run();
    expect(mode(dataDir())).toBe(0o700);
    for (const name of ["site.db", "site.db-wal", "site.db-shm"])
      expect(mode(path.join(dir(), name))).toBe(0o600);
    expect(db().pragma("synchronous", { simple: true })).toBe(2);
  });

  it("tightens a database an older version left readable by others", () => {
    const file = path.join(temp("lax"), "site.db");
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      fs.writeFileSync(name, "");
      fs.chmodSync(name, 0o644);
    }
    const conn = openDatabase(file);
    conn
      .prepare(
        "INSERT INTO documents (path, value, version) VALUES ('k', '1', 1)",
      )
      .run();
    for (const name of [file, `${file}-wal`, `${file}-shm`])
      expect(mode(name)).toBe(0o600);
    conn.close();
  });

  it("a plain copy of the running database can lack its tables; the backup has them", () => {
    const naive = path.join(temp("naive"), "site.db");
    fs.copyFileSync(path.join(dir(), "site.db"), naive);
    expect(tables(naive)).not.toContain("documents");
    const dest = path.join(temp("backup"), "copy");
    const result = run("backup.mjs", [dest], dir());
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(dest);
    expect(tables(path.join(dest, "site.db"))).toEqual(
      expect.arrayContaining(["documents", "users"]),
    );
  });

  it("backs up while the server writes, and restores into a new DATA_DIR", async () => {
    fs.mkdirSync(path.join(dir(), "outbox"), { recursive: true });
    fs.writeFileSync(path.join(dir(), "outbox", "m.eml"), "Subject: hi\n");
    const insert = db().prepare(
      "INSERT INTO documents (path, value, version) VALUES (?, ?, 1)",
    );
    // The backup runs in its own process while this one keeps writing.
    const backup = spawn(process.execPath, [script("backup.mjs")], {
      env: scriptEnv(dir()),
    });
    let output = "";
    backup.stdout.on("data", (c: Buffer) => (output += c.toString()));
    const done = new Promise<number>((resolve) =>
      backup.on("exit", (code) => resolve(code ?? 1)),
    );
    let i = 0;
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished && i < 50_000) {
      insert.run(`during-${i}`, String(i));
      i++;
      if (i % 200 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(await done).toBe(0);
    const where = /to (.+)$/m.exec(output)![1]!.trim();
    expect(path.dirname(where)).toBe(path.join(dir(), "backups"));
    expect(path.basename(where)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
    expect(mode(where)).toBe(0o700);
    for (const file of ["site.db", "manifest.json", "outbox/m.eml"])
      expect(mode(path.join(where, file))).toBe(0o600);
    expect(mode(path.join(where, "outbox"))).toBe(0o700);
    expect(fs.existsSync(path.join(where, "site.db-wal"))).toBe(false);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(where, "manifest.json"), "utf8"),
    );
    expect(manifest.files).toEqual(["site.db", "outbox/m.eml"]);
    expect(Date.parse(manifest.created)).toBeLessThanOrEqual(Date.now());

    // One moment of the database: every write up to it, none after.
    const snapshot = path.join(where, "site.db");
    expect(
      query<{ integrity_check: string }>(snapshot, "PRAGMA integrity_check"),
    ).toEqual({ integrity_check: "ok" });
    const saved = count(snapshot, "path LIKE 'during-%'");
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(i);
    expect(count(snapshot, `path = 'during-${saved - 1}'`)).toBe(1);
    expect(count(snapshot, `path = 'during-${saved}'`)).toBe(0);

    const fresh = temp("restored");
    const restored = run("restore.mjs", [where], fresh);
    expect(restored.status).toBe(0);
    expect(count(path.join(fresh, "site.db"))).toBe(count(snapshot));
    expect(fs.readFileSync(path.join(fresh, "outbox", "m.eml"), "utf8")).toBe(
      "Subject: hi\n",
    );
    expect(fs.existsSync(path.join(fresh, "manifest.json"))).toBe(false);
    expect(mode(fresh)).toBe(0o700);
    for (const file of ["site.db", "outbox/m.eml"])
      expect(mode(path.join(fresh, file))).toBe(0o600);

    // The restored server writes; existing data is replaced only when asked.
    const server = openDatabase(path.join(fresh, "site.db"));
    server
      .prepare(
        "INSERT INTO documents (path, value, version) VALUES ('x', '1', 1)",
      )
      .run();
    const again = run("restore.mjs", [where], fresh);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/Stop the server.*--force/);
    expect(count(path.join(fresh, "site.db"), "path = 'x'")).toBe(1);
    server.close();
    expect(run("restore.mjs", [where, "--force"], fresh).status).toBe(0);
    expect(fs.existsSync(path.join(fresh, "site.db-wal"))).toBe(false);
    expect(count(path.join(fresh, "site.db"))).toBe(count(snapshot));
    expect(count(path.join(fresh, "site.db"), "path = 'x'")).toBe(0);
  });

  it("restores a DATA_DIR that serves the same catalogue, accounts and roles, where the same password signs in", async () => {
    const password = "olive-branch-1832";
    for (const [email, role] of [
      ["rana.restore@example.com", "editor"],
      ["sami.restore@example.com", "member"],
    ] as const) {
      const { id } = await identity().signUp(email, password);
      await accountStore().record(id, email, role);
    }
    const catalogue = await catalogStore().list();
    const accounts = await accountStore().list();
    const destination = path.join(temp("roles"), "backup");
    expect(run("backup.mjs", [destination], dir()).status).toBe(0);
    const restored = temp("restored-roles");
    expect(run("restore.mjs", [destination], restored).status).toBe(0);

    // The restored folder as a server started on it reads it.
    process.env.DATA_DIR = restored;
    resetEnvForTests();
    try {
      expect(await catalogStore().list()).toEqual(catalogue);
      expect(await accountStore().list()).toEqual(accounts);
      expect(accounts.map((a) => [a.email, a.role])).toEqual(
        expect.arrayContaining([
          ["rana.restore@example.com", "editor"],
          ["sami.restore@example.com", "member"],
        ]),
      );
      const signedIn = await identity().signIn(
        "rana.restore@example.com",
        password,
      );
      expect(signedIn.email).toBe("rana.restore@example.com");
    } finally {
      process.env.DATA_DIR = dir();
      resetEnvForTests();
    }
  });

  it("carries the visit counts and the session key, not the day's salt and visitor hashes", async () => {
    const put = db().prepare(
      "INSERT INTO documents (path, value, version) VALUES (?, ?, 1)",
    );
    put.run("visits/days/2026-11-27", '{"visitors":3}');
    put.run("visits/salt", '{"day":"2026-11-27","salt":"s"}');
    put.run("visits/seen/0123abcd", '"2026-11-27"');
    const key = await authSecret();
    const destination = path.join(temp("visits"), "backup");
    expect(run("backup.mjs", [destination], dir()).status).toBe(0);
    const kept = (file: string) =>
      query<{ paths: string }>(
        file,
        "SELECT group_concat(path) AS paths FROM documents WHERE path LIKE 'visits/%'",
      ).paths;
    expect(kept(path.join(dir(), "site.db"))).toContain("visits/seen/0123abcd");
    expect(kept(path.join(destination, "site.db"))).toBe(
      "visits/days/2026-11-27",
    );
    expect(
      query<{ value: string }>(
        path.join(destination, "site.db"),
        "SELECT value FROM documents WHERE path = 'settings/authSecret'",
      ).value,
    ).toBe(JSON.stringify(key));
  });

  it("refuses a folder that is not a backup, and a DATA_DIR with nothing to back up", () => {
    const refused = (source: string) => {
      const result = run("restore.mjs", [source], temp("target"));
      expect(result.status).toBe(1);
      return result.stderr;
    };
    const empty = temp("empty");
    expect(refused(empty)).toMatch(/not a backup: it has no site\.db/);
    const garbage = temp("garbage");
    fs.writeFileSync(path.join(garbage, "site.db"), "not a database at all");
    expect(refused(garbage)).toMatch(/not a backup.*not a readable database/);
    const other = temp("other");
    new Database(path.join(other, "site.db"))
      .exec("CREATE TABLE t (x)")
      .close();
    expect(refused(other)).toMatch(/not this site's database/);

    const nothing = run("backup.mjs", [], empty);
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toMatch(/Nothing to back up/);
  });

  it("reads DATA_DIR from the .env.local of the folder it runs in, like the server", () => {
    db()
      .prepare(
        "INSERT OR REPLACE INTO documents (path, value, version) VALUES ('env', '1', 1)",
      )
      .run();
    const project = temp("project");
    fs.writeFileSync(path.join(project, ".env.local"), `DATA_DIR=${dir()}\n`);
    const backup = runIn(project, "backup.mjs", []);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    const where = /to (.+)$/m.exec(backup.stdout)![1]!.trim();
    expect(path.dirname(where)).toBe(path.join(dir(), "backups"));
    // A second backup in the same second gets a folder of its own.
    const again = runIn(project, "backup.mjs", []);
    expect(again.stderr).toBe("");
    expect(/to (.+)$/m.exec(again.stdout)![1]!.trim()).not.toBe(where);
    expect(fs.existsSync(path.join(project, ".data"))).toBe(false);

    const fresh = path.join(temp("env-restore"), "data");
    fs.writeFileSync(path.join(project, ".env.local"), `DATA_DIR=${fresh}\n`);
    const restore = runIn(project, "restore.mjs", [where]);
    expect(restore.status).toBe(0);
    expect(count(path.join(fresh, "site.db"))).toBe(
      count(path.join(where, "site.db")),
    );
  });

  describe("refuses a backup whose database holds more or other than the site's schema", () => {
    let original = "";
    beforeAll(() => {
      original = path.join(temp("tamper"), "backup");
      expect(run("backup.mjs", [original], dir()).status).toBe(0);
    });
    /** A copy of the backup with `sql` run on its database, and what restore says to it. */
    const restoreTampered = (sql: string) => {
      const copy = path.join(temp("tampered"), "backup");
      fs.cpSync(original, copy, { recursive: true });
      new Database(path.join(copy, "site.db")).exec(sql).close();
      const target = temp("target");
      const result = run("restore.mjs", [copy], target);
      expect(fs.existsSync(path.join(target, "site.db"))).toBe(false);
      return result;
    };

    it.each([
      [
        "a trigger that cancels every logout",
        `CREATE TRIGGER keep_sessions AFTER INSERT ON documents
           BEGIN DELETE FROM documents WHERE path LIKE 'endedSessions/%'; END`,
        'found trigger "keep_sessions" on table "documents"',
      ],
      [
        "a view",
        "CREATE VIEW editors AS SELECT value FROM documents",
        'found view "editors"',
      ],
      ["a table", "CREATE TABLE notes (x)", 'found table "notes"'],
      [
        "an index",
        "CREATE INDEX documents_value ON documents (value)",
        'found index "documents_value" on table "documents"',
      ],
      [
        "a changed table",
        "ALTER TABLE users ADD COLUMN extra TEXT",
        'found table "users" changed',
      ],
      ["a missing table", "DROP TABLE users", 'missing table "users"'],
    ])("%s", (_what, sql, named) => {
      const result = restoreTampered(sql);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("not a backup");
      expect(result.stderr).toContain(
        "does not hold the schema the site writes",
      );
      expect(result.stderr).toContain(named);
    });

    it("a migration this version does not know", () => {
      const result = restoreTampered(
        "INSERT INTO schema_migrations VALUES (9999, 'future', '')",
      );
      expect(result.stderr).toMatch(
        /newer version of the site \(migration 9999\)/,
      );
    });

    it("but restores an older version's backup, which the server migrates at start", () => {
      const older = temp("older");
      const conn = new Database(path.join(older, "site.db"));
      migrate(conn, (m) => m.id < 40);
      conn.close();
      const target = temp("target-older");
      const result = run("restore.mjs", [older], target);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(tables(path.join(target, "site.db"))).not.toContain("documents");
      openDatabase(path.join(target, "site.db")).close();
      expect(tables(path.join(target, "site.db"))).toContain("documents");
    });
  });
});
