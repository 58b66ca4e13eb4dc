import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { identity as configured } from "./index";
import { LocalIdentity, requirePasswordChange } from "./local";
import { hashPassword } from "./password";
import { IdentityError } from "./types";

describe("local identity adapter", () => {
  useTempDataDir();

  it("stores a salted scrypt hash (N=2^17, r=8, p=1), never the password", async () => {
    const identity = new LocalIdentity({
      lifetimeSeconds: 5,
      signUpEnabled: true,
    });
    // The production cost, not the cheap one every other test uses (test/jest-setup.js).
    delete process.env.TEST_FAST_PASSWORD_HASHING;
    resetEnvForTests();
    const session = await identity
      .signUp("hash@example.com", "olive-oil-1832")
      .finally(() => {
        process.env.TEST_FAST_PASSWORD_HASHING = "true";
        resetEnvForTests();
      });
    const row = db()
      .prepare("SELECT password_hash FROM users WHERE id = ?")
      .get(session.id) as { password_hash: string };
    expect(row.password_hash).toMatch(
      /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/,
    );
    expect(row.password_hash).not.toContain("olive-oil-1832");
    expect(session.expiresIn).toBe(5);
  });

  it("hashes cheaply only when the test servers ask for it, and checks either hash", async () => {
    const identity = new LocalIdentity({
      lifetimeSeconds: 60,
      signUpEnabled: true,
    });
    await identity.signUp("fast@example.com", "olive-oil-1832");
    const row = db()
      .prepare("SELECT password_hash FROM users WHERE email = ?")
      .get("fast@example.com") as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    // Checked with the parameters stored beside it, whatever the setting is now.
    delete process.env.TEST_FAST_PASSWORD_HASHING;
    resetEnvForTests();
    try {
      await expect(
        identity.signIn("fast@example.com", "olive-oil-1832"),
      ).resolves.toMatchObject({ email: "fast@example.com" });
      await expect(
        identity.signIn("fast@example.com", "olive-oil-1833"),
      ).rejects.toThrow();
    } finally {
      process.env.TEST_FAST_PASSWORD_HASHING = "true";
      resetEnvForTests();
    }
  });

  it("answers OPERATION_NOT_ALLOWED when sign-up is closed", async () => {
    const closed = new LocalIdentity({
      lifetimeSeconds: 60,
      signUpEnabled: false,
    });
    const error = await closed
      .signUp("closed@example.com", "closed-for-now")
      .catch((e) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe("OPERATION_NOT_ALLOWED");
  });

  it("still signs in accounts made under the older 6-character rule", async () => {
    db()
      .prepare(
        "INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)",
      )
      .run("old-1", "old@example.com", await hashPassword("soap-1"), "2020");
    const identity = new LocalIdentity({
      lifetimeSeconds: 60,
      signUpEnabled: true,
    });
    const session = await identity.signIn("old@example.com", "soap-1");
    expect(session.id).toBe("old-1");
  });

  it("keeps a must-change flag until the password is changed", async () => {
    const identity = new LocalIdentity({
      lifetimeSeconds: 60,
      signUpEnabled: true,
    });
    const { id, idToken } = await identity.signUp(
      "first.admin@example.com",
      "generated-Xy7q",
    );
    expect(await identity.mustChangePassword(id)).toBe(false);
    requirePasswordChange(" First.Admin@Example.com ");
    expect(await identity.mustChangePassword(id)).toBe(true);
    // A refused change leaves the flag where it was.
    await expect(
      identity.changePassword(
        { id, email: "first.admin@example.com", idToken },
        "generated-Xy7q",
        "password123",
      ),
    ).rejects.toThrow("WEAK_PASSWORD");
    expect(await identity.mustChangePassword(id)).toBe(true);
    await identity.changePassword(
      { id, email: "first.admin@example.com", idToken },
      "generated-Xy7q",
      "chosen-by-the-owner",
    );
    expect(await identity.mustChangePassword(id)).toBe(false);
    expect(await identity.mustChangePassword("no-such-id")).toBe(false);
  });

  it("never asks for a change with the Firebase backend", async () => {
    const id = (
      db().prepare("SELECT id FROM users LIMIT 1").get() as { id: string }
    ).id;
    db().prepare("UPDATE users SET must_change_password = 1").run();
    process.env.IDENTITY_BACKEND = "firebase";
    process.env.FIREBASE_API_KEY = "key";
    resetEnvForTests();
    try {
      expect(await configured().mustChangePassword(id)).toBe(false);
      requirePasswordChange("first.admin@example.com");
    } finally {
      delete process.env.IDENTITY_BACKEND;
      delete process.env.FIREBASE_API_KEY;
      resetEnvForTests();
    }
    expect(await configured().mustChangePassword(id)).toBe(true);
  });
});
