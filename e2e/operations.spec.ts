import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { request as newRequest } from "@playwright/test";
import { coverageEnv, dataDir } from "./support/servers";
import { ADMIN, adminRequest, promote, signUpMember } from "./support/editors";
import { spawnServer } from "./support/spawn-server";
import { expect, test } from "./support/test";

const root = path.resolve(__dirname, "..");
const sourceDir = dataDir;

const runScript = (name: string, args: string[], dataDir: string) =>
  spawnSync(process.execPath, [path.join(root, "scripts", name), ...args], {
    cwd: root,
    env: { ...process.env, ...coverageEnv, DATA_DIR: dataDir },
    encoding: "utf8",
  });

/** ADMIN_PASSWORD of playwright.config.ts, or the generated one when a server had none. */
function adminCredentials() {
  const file = path.join(sourceDir, "first-admin-password.txt");
  if (!fs.existsSync(file)) return ADMIN;
  const text = fs.readFileSync(file, "utf8");
  return {
    email: /^Email: (\S+)$/m.exec(text)![1]!,
    password: /^Password: (\S+)$/m.exec(text)![1]!,
  };
}

const accountCount = (file: string) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM documents, json_each(documents.value) WHERE documents.path = 'accounts'",
        )
        .get() as { n: number }
    ).n;
  } finally {
    db.close();
  }
};

test("a backup of the running server restores into a new DATA_DIR that serves the same catalogue, accounts and roles", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const editor = await signUpMember(page);
  await promote(editor);
  const member = await signUpMember(page);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-e2e-ops-"));
  const dest = path.join(work, "backup");
  const restored = path.join(work, "data");

  try {
    // This worker's server is its own: no catalogue save lands between reading it and the backup.
    const catalogue = await (await page.request.get("/api/products")).json();
    const backup = runScript("backup.mjs", [dest], sourceDir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(fs.statSync(dest).mode & 0o777).toBe(0o700);
    const restore = runScript("restore.mjs", [dest], restored);
    expect(restore.status, restore.stderr).toBe(0);
    expect(accountCount(path.join(restored, "site.db"))).toBe(
      accountCount(path.join(dest, "site.db")),
    );
    // Restoring over data that is there needs --force.
    expect(runScript("restore.mjs", [dest], restored).status).toBe(1);

    const copy = await spawnServer({ env: { DATA_DIR: restored } });
    const again = await newRequest.newContext({ baseURL: copy.base });
    try {
      expect(await (await again.get("/api/products")).json()).toEqual(
        catalogue,
      );
      // The admin signs in with the same password and sees the same roles.
      const admin = adminCredentials();
      const csrf = await (await again.get("/api/auth/csrf")).json();
      const signIn = await again.post("/api/auth/callback/credentials", {
        form: { ...admin, csrfToken: csrf.csrfToken, json: "true" },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      const accounts = (await (await again.get("/api/accounts")).json()) as {
        email: string;
        role: string;
      }[];
      const roleOf = (email: string) =>
        accounts.find((a) => a.email === email)?.role;
      expect(roleOf(editor)).toBe("editor");
      expect(roleOf(member)).toBe("member");
      const original = (await (
        await (await adminRequest()).get("/api/accounts")
      ).json()) as { email: string }[];
      for (const email of [admin.email, editor, member])
        expect(original.map((a) => a.email)).toContain(email);
    } finally {
      await again.dispose();
      await copy.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
