import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { db } from "@/lib/db";
import { dataDir } from "@/lib/db/data-dir";
import { useTempDataDir } from "@/test/temp-data-dir";

const script = (name: string) => path.join(__dirname, name);
const run = (name: string, args: string[], DATA_DIR: string) =>
  spawnSync(process.execPath, [script(name), ...args], {
    env: { ...process.env, DATA_DIR },
    encoding: "utf8",
  });
const mode = (file: string) => fs.statSync(file).mode & 0o777;
const tables = (file: string) => {
  const conn = new Database(file, { readonly: true });
  const names = conn
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    .all()
    .map((r) => (r as { name: string }).name);
  conn.close();
  return names;
};
const temp = (tag: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `halabi-${tag}-`));

describe("DATA_DIR on disk", () => {
  const dir = useTempDataDir();

  it("is private (0700, files 0600) and durable (synchronous FULL)", () => {
    db().prepare("INSERT INTO settings (key, value) VALUES ('k', 'v')").run();
    expect(mode(dataDir())).toBe(0o700);
    for (const name of ["site.db", "site.db-wal", "site.db-shm"])
      expect(mode(path.join(dir(), name))).toBe(0o600);
    expect(db().pragma("synchronous", { simple: true })).toBe(2);
  });

  it("a plain copy of the running database can lack its tables; the backup has them", () => {
    const naive = path.join(temp("naive"), "site.db");
    fs.copyFileSync(path.join(dir(), "site.db"), naive);
    expect(tables(naive)).not.toContain("accounts");
    const dest = path.join(temp("backup"), "copy");
    const result = run("backup.mjs", [dest], dir());
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(dest);
    expect(tables(path.join(dest, "site.db"))).toEqual(
      expect.arrayContaining(["accounts", "users", "catalog_products"]),
    );
  });

  it("backs up while the server writes, and restores into a new DATA_DIR", async () => {
    fs.mkdirSync(path.join(dir(), "outbox"), { recursive: true });
    fs.writeFileSync(path.join(dir(), "outbox", "m.eml"), "Subject: hi\n");
    const insert = db().prepare(
      "INSERT INTO settings (key, value) VALUES (?, ?)",
    );
    // The backup runs in its own process while this one keeps writing.
    const backup = spawn(process.execPath, [script("backup.mjs")], {
      env: { ...process.env, DATA_DIR: dir() },
    });
    let output = "";
    backup.stdout.on("data", (c: Buffer) => (output += c.toString()));
    const done = new Promise<number>((resolve) =>
      backup.on("exit", (code) => resolve(code ?? 1)),
    );
    let i = 0;
    let finished = false;
    void done.then(() => (finished = true));
    while (!finished && i < 20_000) {
      insert.run(`during-${i}`, String(i));
      i++;
      if (i % 200 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(await done).toBe(0);
    const where = /to (.+)$/m.exec(output)![1]!.trim();
    expect(where.startsWith(path.join(dir(), "backups"))).toBe(true);
    expect(mode(where)).toBe(0o700);
    expect(mode(path.join(where, "site.db"))).toBe(0o600);
    const copy = new Database(path.join(where, "site.db"), { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    const saved = (
      copy.prepare("SELECT COUNT(*) AS n FROM settings").get() as { n: number }
    ).n;
    copy.close();
    expect(saved).toBeGreaterThan(0);

    const fresh = temp("restored");
    const restored = run("restore.mjs", [where], fresh);
    expect(restored.status).toBe(0);
    const back = new Database(path.join(fresh, "site.db"), { readonly: true });
    expect(
      (
        back.prepare("SELECT COUNT(*) AS n FROM settings").get() as {
          n: number;
        }
      ).n,
    ).toBe(saved);
    back.close();
    expect(fs.readFileSync(path.join(fresh, "outbox", "m.eml"), "utf8")).toBe(
      "Subject: hi\n",
    );
    expect(mode(fresh)).toBe(0o700);
    expect(mode(path.join(fresh, "outbox", "m.eml"))).toBe(0o600);

    // Existing data is replaced only when asked.
    const again = run("restore.mjs", [where], fresh);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/--force/);
    expect(run("restore.mjs", [where, "--force"], fresh).status).toBe(0);
  });

  it("refuses a folder that is not a backup, and a DATA_DIR with nothing to back up", () => {
    const empty = temp("empty");
    const notBackup = run("restore.mjs", [empty], temp("target"));
    expect(notBackup.status).toBe(1);
    expect(notBackup.stderr).toMatch(/not a backup/);
    const nothing = run("backup.mjs", [], empty);
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toMatch(/Nothing to back up/);
  });
});
