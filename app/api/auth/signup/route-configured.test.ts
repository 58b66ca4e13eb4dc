import fs from "node:fs";
import { DEFAULT_ADMIN_EMAIL } from "@/lib/account/roles";
import { identity } from "@/lib/account/identity";
import {
  editorPasswordFile,
  ensureConfiguredAccounts,
} from "@/lib/account/identity/admin-account";
import { dataPath } from "@/lib/db/data-dir";
import { accountExists } from "@/lib/account/identity/local";
import { resetEnvForTests } from "@/lib/env";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/test/stand-ins/firebase-auth";
import { useTempDataDir } from "@/test/temp-data-dir";
import { signup } from "@/test/api/signup";

const reserved =
  "This email address is reserved for an editor named in the site's settings: its owner signs in with the password the site's operator gives them. Use another address to sign up.";

// Configured editor addresses are editors at their first sign-in: whoever
// signed up with one first would be an editor the Editors screen cannot remove.
describe.each(["local", "firebase"] as const)(
  "POST /api/auth/signup with IDENTITY_BACKEND=%s",
  (backend) => {
    useTempDataDir();
    let standIn: StandIn | undefined;
    beforeAll(async () => {
      if (backend === "firebase") {
        standIn = await startFirebaseAuthStandIn("configured-key");
        Object.assign(process.env, {
          IDENTITY_BACKEND: "firebase",
          FIREBASE_API_KEY: "configured-key",
          FIREBASE_AUTH_EMULATOR_HOST: standIn.host,
        });
      }
    });
    afterEach(() => {
      for (const v of ["ADMIN_EMAIL", "ADMIN_EMAILS"]) delete process.env[v];
      resetEnvForTests();
    });
    afterAll(async () => {
      for (const v of [
        "IDENTITY_BACKEND",
        "FIREBASE_API_KEY",
        "FIREBASE_AUTH_EMULATOR_HOST",
      ])
        delete process.env[v];
      resetEnvForTests();
      await standIn?.close();
    });

    const signUps = () =>
      standIn?.requests.filter((r) => /accounts:signUp$/.test(r.path)).length ??
      0;

    /** Sign-up with `email` is refused naming the email field, and no account is made. */
    async function expectRefused(email: string) {
      const before = signUps();
      const res = await signup({ email, password: "olive-branch-1832" });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: `Invalid input (email: ${reserved})`,
        fields: { email: reserved },
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(signUps()).toBe(before);
      if (backend === "local")
        expect(accountExists(email.trim().toLowerCase())).toBe(false);
    }

    it("refuses the generated first admin's address when ADMIN_EMAIL is not set", async () => {
      resetEnvForTests();
      await expectRefused(DEFAULT_ADMIN_EMAIL);
      await expectRefused(" Admin@Halabi-Soap.local");
    });

    it("refuses ADMIN_EMAIL and every ADMIN_EMAILS address, in any case and with spaces", async () => {
      Object.assign(process.env, {
        ADMIN_EMAIL: "Owner@Halabi.example.com",
        ADMIN_EMAILS: "helper@example.com, second@example.com",
      });
      resetEnvForTests();
      await expectRefused("owner@halabi.example.com");
      await expectRefused(" OWNER@halabi.example.com ");
      await expectRefused("helper@example.com");
      await expectRefused("Second@Example.com");
      // The generated first admin's address too, ADMIN_EMAIL set or not.
      await expectRefused(DEFAULT_ADMIN_EMAIL);
      const res = await signup({
        email: "someone@example.com",
        password: "olive-branch-1832",
      });
      expect(res.status).toBe(201);
    });

    it("refuses an address configured at an earlier start, once nobody holds it", async () => {
      process.env.ADMIN_EMAILS = "once@example.com";
      resetEnvForTests();
      await ensureConfiguredAccounts(() => {});
      // Restarted without it; the account made for it (local) moved to another address.
      delete process.env.ADMIN_EMAILS;
      resetEnvForTests();
      if (backend === "local") {
        const file = dataPath(editorPasswordFile("once@example.com"));
        const password = /^Password: (\S+)$/m.exec(
          fs.readFileSync(file, "utf8"),
        )![1]!;
        const held = (await identity().findAccount("once@example.com"))!;
        await identity().changeEmail(
          { ...held, idToken: "" },
          password,
          "moved@example.com",
        );
      }
      await expectRefused(" Once@Example.com");
    });

    if (backend === "local")
      it("answers a configured address whose account exists as any taken address, naming no editor", async () => {
        process.env.ADMIN_EMAILS = "made@example.com";
        resetEnvForTests();
        await expectRefused("made@example.com");
        await identity().signUp("made@example.com", "olive-branch-1832");
        const res = await signup({
          email: " Made@Example.com",
          password: "olive-branch-1832",
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          error: "The email address is already in use by another account.",
          code: "EMAIL_EXISTS",
        });
      });
  },
);
