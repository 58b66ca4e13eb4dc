import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as newRequest } from "@playwright/test";
import { freePort } from "../scripts/free-port.mjs";
import { withCatalogWriteLock } from "./support/catalog";
import { ADMIN, adminRequest, promote, signUpMember } from "./support/editors";
import { expect, test } from "./support/test";

const root = path.resolve(__dirname, "..");

/** The same build, served from another DATA_DIR, as `npm start` serves it. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, "scripts", "server.mjs"),
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
        DATA_DIR: dataDir,
        SITE_URL: base,
        ADMIN_EMAIL: "",
        ADMIN_PASSWORD: "",
      },
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline)
      throw new Error("the restored server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop: () => server.kill("SIGTERM") };
}

test("a backup of the running server restores into a new DATA_DIR that serves the same catalogue, accounts and roles", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await signUpMember(page);
  await promote(editor);
  const member = await signUpMember(page);
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-e2e-backup-"));
  const restored = fs.mkdtempSync(
    path.join(os.tmpdir(), "halabi-e2e-restored-"),
  );
  fs.rmSync(dest, { recursive: true });

  // No save may land between reading the catalogue and taking the backup.
  const catalogue = await withCatalogWriteLock(async () => {
    const list = await (await page.request.get("/api/products")).json();
    const backup = spawnSync(
      process.execPath,
      [path.join(root, "scripts", "backup.mjs"), dest],
      {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
        encoding: "utf8",
      },
    );
    expect(backup.status, backup.stderr).toBe(0);
    return list;
  });
  const restore = spawnSync(
    process.execPath,
    [path.join(root, "scripts", "restore.mjs"), dest],
    { env: { ...process.env, DATA_DIR: restored }, encoding: "utf8" },
  );
  expect(restore.status, restore.stderr).toBe(0);

  const copy = await startServer(restored);
  try {
    const again = await newRequest.newContext({ baseURL: copy.base });
    expect(await (await again.get("/api/products")).json()).toEqual(catalogue);
    // The admin signs in with the same password and sees the same roles.
    const csrf = await (await again.get("/api/auth/csrf")).json();
    const signIn = await again.post("/api/auth/callback/credentials", {
      form: {
        email: ADMIN.email,
        password: ADMIN.password,
        csrfToken: csrf.csrfToken,
        json: "true",
      },
    });
    expect(signIn.status()).toBe(200);
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
    ).json()) as {
      email: string;
    }[];
    for (const email of [ADMIN.email, editor, member])
      expect(original.map((a) => a.email)).toContain(email);
    await again.dispose();
  } finally {
    copy.stop();
    fs.rmSync(dest, { recursive: true, force: true });
    fs.rmSync(restored, { recursive: true, force: true });
  }
});
