import fs from "node:fs";
import path from "node:path";
import { accountStore } from "@/lib/account/roles";
import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import {
  DEFAULT_ADMIN_EMAIL,
  ensureAdminAccount,
  PASSWORD_FILE,
} from "./admin-account";
import { LocalIdentity, mustChangePassword } from "./local";

const identity = () =>
  new LocalIdentity({ lifetimeSeconds: 60, signUpEnabled: false });

describe("first admin account", () => {
  const dataDir = useTempDataDir();
  afterEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetEnvForTests();
  });

  it("is created once, as an editor, with a generated password kept in a private file, never in the log", async () => {
    const file = path.join(dataDir(), PASSWORD_FILE);
    // Left by an earlier database, readable by others: replaced, not reused.
    fs.writeFileSync(file, "Password: old\n");
    fs.chmodSync(file, 0o644);
    const lines: string[] = [];
    await ensureAdminAccount((line) => lines.push(line));
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
    expect(await accountStore().get(session.id)).toMatchObject({
      role: "editor",
    });
    expect(mustChangePassword(session.id)).toBe(true);

    await ensureAdminAccount((line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it("takes ADMIN_EMAIL and ADMIN_PASSWORD and never prints the password", async () => {
    process.env.ADMIN_EMAIL = "Owner@Halabi-Soap.example.com";
    process.env.ADMIN_PASSWORD = "chosen-olive-password";
    resetEnvForTests();
    const lines: string[] = [];
    await ensureAdminAccount((line) => lines.push(line));
    expect(lines).toEqual([
      "[accounts] Created the first admin account: owner@halabi-soap.example.com",
    ]);
    const session = await identity().signIn(
      "owner@halabi-soap.example.com",
      "chosen-olive-password",
    );
    expect(session.id).toEqual(expect.any(String));
    expect(mustChangePassword(session.id)).toBe(false);
  });

  it("does nothing with the Firebase backend", async () => {
    Object.assign(process.env, {
      IDENTITY_BACKEND: "firebase",
      FIREBASE_API_KEY: "k",
      ADMIN_EMAIL: "remote@example.com",
    });
    resetEnvForTests();
    const lines: string[] = [];
    await ensureAdminAccount((line) => lines.push(line));
    delete process.env.IDENTITY_BACKEND;
    delete process.env.FIREBASE_API_KEY;
    resetEnvForTests();
    const { accountExists } = await import("./local");
    expect(lines).toEqual([]);
    expect(accountExists("remote@example.com")).toBe(false);
  });
});
