import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { DEFAULT_ADMIN_EMAIL, ensureAdminAccount } from "./admin-account";
import { LocalIdentity } from "./local";

const identity = () =>
  new LocalIdentity({ lifetimeSeconds: 60, signUpEnabled: false });

describe("first admin account", () => {
  useTempDataDir();
  afterEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetEnvForTests();
  });

  it("is created once with a generated password that is printed once and works", async () => {
    const lines: string[] = [];
    await ensureAdminAccount((line) => lines.push(line));
    expect(lines).toHaveLength(1);
    const password = /shown only this once\): (\S+)/.exec(lines[0]!)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(lines[0]).toContain(DEFAULT_ADMIN_EMAIL);
    const session = await identity().signIn(DEFAULT_ADMIN_EMAIL, password!);
    expect(session.email).toBe(DEFAULT_ADMIN_EMAIL);

    await ensureAdminAccount((line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });

  it("takes ADMIN_EMAIL and ADMIN_PASSWORD and never prints the password", async () => {
    process.env.ADMIN_EMAIL = "Owner@Halabi-Soap.example.com";
    process.env.ADMIN_PASSWORD = "chosen-password";
    resetEnvForTests();
    const lines: string[] = [];
    await ensureAdminAccount((line) => lines.push(line));
    expect(lines).toEqual([
      "[accounts] Created the first admin account: owner@halabi-soap.example.com",
    ]);
    const session = await identity().signIn(
      "owner@halabi-soap.example.com",
      "chosen-password",
    );
    expect(session.id).toEqual(expect.any(String));
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
