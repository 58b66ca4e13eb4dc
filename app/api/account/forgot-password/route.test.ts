import { resetEnvForTests } from "@/lib/env";
import { identity } from "@/lib/account/identity";
import { accountStore } from "@/lib/account/roles";
import { startSmtpServer } from "@/test/mail/peers";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/test/stand-ins/firebase-auth";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { GET, POST } from "./route";

const URL = "http://localhost:3000/api/account/forgot-password";
const forgot = jsonPost(POST, URL);

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Waits (up to 5 s) until `check` holds: the mail goes out after the answer. */
async function eventually(check: () => boolean) {
  for (let waited = 0; !check() && waited < 5000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
}

/** Sets environment variables for one describe block. */
function withEnv(values: () => Record<string, string>) {
  beforeAll(() => {
    Object.assign(process.env, values());
    resetEnvForTests();
  });
  afterAll(() => {
    for (const key of Object.keys(values())) delete process.env[key];
    resetEnvForTests();
  });
}

describe("POST /api/account/forgot-password", () => {
  useTempDataDir();

  describe("with local accounts and SMTP", () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      const { id } = await identity().signUp(
        "amal@example.com",
        "olive-branch",
      );
      await accountStore().record(id, "amal@example.com");
    });
    afterAll(() => smtp.close());
    withEnv(() => ({
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "website@halabi.example.com",
      MAIL_TO: "family@halabi.example.com",
    }));

    it("mails a one-time link to the account's own address, and only there", async () => {
      const res = await forgot({ email: " Amal@Example.com " });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true });
      expect(res.headers.get("cache-control")).toBe("no-store");
      await eventually(() => smtp.received.length === 1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(["amal@example.com"]);
      // Quoted-printable: soft line breaks joined.
      expect(mail!.raw.replace(/=\r?\n/g, "")).toMatch(
        /http:\/\/localhost:3000\/reset-password#[\w-]{43}/,
      );
    });

    it("answers an unknown address the same, and mails nothing", async () => {
      const before = smtp.received.length;
      const res = await forgot({ email: "nobody@example.com" });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true });
      await settle();
      expect(smtp.received.length).toBe(before);
    });

    it("names the bad field, refuses cross-site requests", async () => {
      const bad = await forgot({ email: "not-an-address" });
      expect(bad.status).toBe(400);
      expect((await bad.json()).fields).toEqual({
        email: "Enter a valid email address, for example name@example.com.",
      });
      const crossSite = await forgot(
        { email: "amal@example.com" },
        { "sec-fetch-site": "cross-site" },
      );
      expect(crossSite.status).toBe(403);
    });

    it("limits requests for one account from one address like sign-in (429 after 5)", async () => {
      const address = { "x-forwarded-for": "203.0.113.7" };
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await forgot({ email: "someone@example.com" }, address)).status,
        );
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });
  });

  it("sends no mail without SMTP (the outbox is not mail to an account)", async () => {
    const res = await forgot({ email: "amal@example.com" });
    expect(res.status).toBe(202);
  });

  describe("with Firebase accounts", () => {
    let standIn: StandIn;
    beforeAll(async () => {
      standIn = await startFirebaseAuthStandIn("reset-key");
    });
    afterAll(() => standIn.close());
    withEnv(() => ({
      IDENTITY_BACKEND: "firebase",
      FIREBASE_API_KEY: "reset-key",
      FIREBASE_AUTH_EMULATOR_HOST: standIn.host,
    }));

    it("asks Firebase to send its own reset email (sendOobCode, PASSWORD_RESET)", async () => {
      const res = await forgot({ email: "fire@example.com" });
      expect(res.status).toBe(202);
      await eventually(() =>
        /accounts:sendOobCode$/.test(standIn.requests.at(-1)?.path ?? ""),
      );
      expect(standIn.requests.at(-1)?.body).toEqual({
        requestType: "PASSWORD_RESET",
        email: "fire@example.com",
      });
    });
  });

  it("answers 405 to other methods", () => {
    expect(GET().status).toBe(405);
  });
});
