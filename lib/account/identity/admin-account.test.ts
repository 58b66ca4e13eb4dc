import fs from "node:fs";
import path from "node:path";
import { accountStore, DEFAULT_ADMIN_EMAIL } from "@/lib/account/roles";
import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import {
  editorPasswordFile,
  ensureConfiguredAccounts,
  PASSWORD_FILE,
} from "./admin-account";
import { createAccount, LocalIdentity } from "./local";

const identity = () =>
  new LocalIdentity({ lifetimeSeconds: 60, signUpEnabled: false });

describe("configured editor accounts", () => {
  const dataDir = useTempDataDir();
  afterEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_EMAILS;
    resetEnvForTests();
  });

  it("is created once, as an editor, with a generated password kept in a private file, never in the log", async () => {
    const file = path.join(dataDir(), PASSWORD_FILE);
    // Left by an earlier database, readable by others: replaced, not reused.
    fs.writeFileSync(file, "Password: old\n");
    fs.chmodSync(file, 0o644);
    const lines: string[] = [];
    await ensureConfiguredAccounts((line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(DEFAULT_ADMIN_EMAIL);
    expect(lines[0]).toContain(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const content = fs.readFileSync(file, "utf8");
    expect(content).toContain(`Email: ${DEFAULT_ADMIN_EMAIL}\n`);
    expect(content).toMatch(/sign in.*delete this file/i);
    const password = /^Password: (\S+)$/m.exec(content)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(lines[0]).not.toContain(password);
    const session = await identity().signIn(DEFAULT_ADMIN_EMAIL, password!);
    expect(session.email).toBe(DEFAULT_ADMIN_EMAIL);
    // Recorded by id as the first admin, whatever address it holds later.
    expect(await accountStore().get(session.id)).toMatchObject({
      role: "editor",
      firstAdmin: true,
    });
    expect(await identity().mustChangePassword(session.id)).toBe(true);

    await ensureConfiguredAccounts((line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it("takes ADMIN_EMAIL and ADMIN_PASSWORD and never prints the password", async () => {
    process.env.ADMIN_EMAIL = "Owner@Halabi-Soap.example.com";
    process.env.ADMIN_PASSWORD = "chosen-olive-password";
    resetEnvForTests();
    const lines: string[] = [];
    await ensureConfiguredAccounts((line) => lines.push(line));
    expect(lines).toEqual([
      "[accounts] Created the first admin account: owner@halabi-soap.example.com",
    ]);
    const session = await identity().signIn(
      "owner@halabi-soap.example.com",
      "chosen-olive-password",
    );
    expect(session.id).toEqual(expect.any(String));
    expect(await identity().mustChangePassword(session.id)).toBe(false);
  });

  it("creates every ADMIN_EMAILS account, each with a generated password in a private file of its own; existing accounts stay as they are", async () => {
    const existing = await createAccount(
      "already@example.com",
      "olive-press-of-hama",
    );
    await accountStore().record(existing.id, existing.email);
    Object.assign(process.env, {
      // ADMIN_PASSWORD belongs to ADMIN_EMAIL (which exists) alone.
      ADMIN_EMAIL: "owner@halabi-soap.example.com",
      ADMIN_PASSWORD: "chosen-olive-password",
      ADMIN_EMAILS:
        " Helper@Example.com ,second@example.com,already@example.com,owner@halabi-soap.example.com",
    });
    resetEnvForTests();
    const lines: string[] = [];
    await ensureConfiguredAccounts((line) => lines.push(line));
    expect(lines).toHaveLength(2);
    for (const [i, email] of [
      "helper@example.com",
      "second@example.com",
    ].entries()) {
      const file = path.join(dataDir(), editorPasswordFile(email));
      expect(lines[i]).toBe(
        `[accounts] Created the editor account (ADMIN_EMAILS): ${email}. Its password is in ${file} (readable by this server's user only).`,
      );
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const content = fs.readFileSync(file, "utf8");
      expect(content).toContain(`Email: ${email}\n`);
      const password = /^Password: (\S+)$/m.exec(content)?.[1];
      expect(password).toMatch(/^[\w-]{16}$/);
      expect(password).not.toBe("chosen-olive-password");
      const session = await identity().signIn(email, password!);
      expect(await accountStore().get(session.id)).toMatchObject({
        email,
        role: "editor",
      });
      expect(await identity().mustChangePassword(session.id)).toBe(true);
    }
    // The existing account keeps its password, its role and its freedom.
    const kept = await identity().signIn(
      "already@example.com",
      "olive-press-of-hama",
    );
    expect(await identity().mustChangePassword(kept.id)).toBe(false);
    expect(await accountStore().get(kept.id)).toMatchObject({ role: "member" });
    expect(
      fs.existsSync(
        path.join(dataDir(), editorPasswordFile("already@example.com")),
      ),
    ).toBe(false);

    await ensureConfiguredAccounts((line) => lines.push(line));
    expect(lines).toHaveLength(2);
  });

  it("makes no account with the Firebase backend, and keeps every configured address for good", async () => {
    Object.assign(process.env, {
      IDENTITY_BACKEND: "firebase",
      FIREBASE_API_KEY: "k",
      ADMIN_EMAIL: "Remote@example.com",
      ADMIN_EMAILS: "helper.remote@example.com",
    });
    resetEnvForTests();
    const lines: string[] = [];
    await ensureConfiguredAccounts((line) => lines.push(line));
    delete process.env.IDENTITY_BACKEND;
    delete process.env.FIREBASE_API_KEY;
    resetEnvForTests();
    const { accountExists } = await import("./local");
    expect(lines).toEqual([]);
    expect(accountExists("remote@example.com")).toBe(false);
    for (const email of ["remote@example.com", "helper.remote@example.com"])
      expect(await accountStore().isReserved(email)).toBe(true);
  });
});

describe("configured editor accounts on a database that has accounts", () => {
  useTempDataDir({ ADMIN_EMAILS: "helper@example.com" });
  afterAll(() => resetEnvForTests());

  it("creates the ADMIN_EMAILS accounts but no generated first admin", async () => {
    await createAccount("someone@example.com", "olive-press-of-hama");
    const lines: string[] = [];
    await ensureConfiguredAccounts((line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[accounts\] Created the editor account \(ADMIN_EMAILS\): helper@example\.com\./,
      ),
    ]);
    const { accountExists } = await import("./local");
    expect(accountExists("helper@example.com")).toBe(true);
    expect(accountExists(DEFAULT_ADMIN_EMAIL)).toBe(false);
  });
});
