import { after } from "next/server";
import { deviceCookie } from "@/lib/account/auth/device";
import { identity } from "@/lib/account/identity";
import { accountStore } from "@/lib/account/roles";
import { documents } from "@/lib/documents";
import { startSmtpServer } from "@/test/mail/peers";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv, withFirebaseIdentity } from "@/test/with-env";
import { POST } from "./route";

jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const URL = "http://localhost:3000/api/account/forgot-password";
const forgot = jsonPost(POST, URL);

/** Runs what the route left for after its answer, as Next does once the answer is sent. */
async function afterTheAnswer() {
  const tasks = jest.mocked(after).mock.calls.map(([task]) => task);
  jest.mocked(after).mockClear();
  for (const task of tasks) await (task as () => Promise<unknown>)();
}

const links = async () =>
  Object.keys(await documents().list("passwordResets")).length;

describe("POST /api/account/forgot-password", () => {
  useTempDataDir();

  describe("with local accounts and SMTP", () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const mailsTo = (email: string) =>
      smtp.received.filter((m) => m.to.includes(email)).length;
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

    it("answers first, then mails a one-time link to the account's own address, and only there", async () => {
      const res = await forgot({ email: " Amal@Example.com " });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true });
      expect(res.headers.get("cache-control")).toBe("no-store");
      // Answered before any link was made or mail composed: its time tells nothing.
      expect(await links()).toBe(0);
      expect(smtp.received).toHaveLength(0);
      await afterTheAnswer();
      expect(await links()).toBe(1);
      expect(smtp.received).toHaveLength(1);
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
      await afterTheAnswer();
      expect(smtp.received.length).toBe(before);
    });

    it("mails an account that never signed in (a configured editor), never a disabled one", async () => {
      await identity().signUp("new.editor@example.com", "olive-branch");
      const { id } = await identity().signUp(
        "gone@example.com",
        "olive-branch",
      );
      await accountStore().record(id, "gone@example.com");
      await accountStore().update(id, { disabled: true });
      await forgot({ email: "new.editor@example.com" });
      await forgot({ email: "gone@example.com" });
      await afterTheAnswer();
      expect(mailsTo("new.editor@example.com")).toBe(1);
      expect(mailsTo("gone@example.com")).toBe(0);
    });

    it("mails one account at most 3 times an hour, however many addresses ask, and never refuses its owner", async () => {
      await identity().signUp("mona@example.com", "olive-branch");
      // More strangers than the 50 an account's sign-ins may fail in 10 minutes.
      const statuses = new Set<number>();
      for (let i = 0; i < 55; i++)
        statuses.add(
          (
            await forgot(
              { email: "mona@example.com" },
              { "x-forwarded-for": `192.0.2.${i}` },
            )
          ).status,
        );
      const owner = await forgot({ email: "mona@example.com" });
      expect([...statuses, owner.status]).toEqual([202, 202]);
      await afterTheAnswer();
      expect(mailsTo("mona@example.com")).toBe(3);
    }, 30_000);

    it("mails the owner's own browser (one that signed in to the account) from a cap of its own, when strangers used up the account's", async () => {
      const { id } = await identity().signUp(
        "hala@example.com",
        "olive-branch",
      );
      await accountStore().record(id, "hala@example.com");
      const known = (await deviceCookie(null, "hala@example.com")).split(
        ";",
      )[0]!;
      const ask = (headers: Record<string, string> = {}) =>
        forgot({ email: "hala@example.com" }, headers);
      for (let i = 0; i < 30; i++) await ask();
      await afterTheAnswer();
      expect(mailsTo("hala@example.com")).toBe(3);
      // Her browser's own 3, however often it asks; another browser's cookie counts for nothing.
      const forged = known.replace(/\.[\w-]+$/, ".forged");
      for (let i = 0; i < 5; i++) {
        expect((await ask({ cookie: known })).status).toBe(202);
        expect((await ask({ cookie: forged })).status).toBe(202);
      }
      await afterTheAnswer();
      expect(mailsTo("hala@example.com")).toBe(6);
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

  it("makes no link without SMTP (the outbox is not mail to an account)", async () => {
    const res = await forgot({ email: "amal@example.com" });
    expect(res.status).toBe(202);
    const before = await links();
    await afterTheAnswer();
    expect(await links()).toBe(before);
  });

  describe("with Firebase accounts", () => {
    const standIn = withFirebaseIdentity("reset-key");

    it("asks Firebase to send its own reset email (sendOobCode, PASSWORD_RESET) after answering", async () => {
      const res = await forgot({ email: "fire@example.com" });
      expect(res.status).toBe(202);
      const sent = () =>
        standIn().requests.filter((r) => /accounts:sendOobCode$/.test(r.path));
      expect(sent()).toHaveLength(0);
      await afterTheAnswer();
      expect(sent().map((r) => r.body)).toEqual([
        { requestType: "PASSWORD_RESET", email: "fire@example.com" },
      ]);
    });

    it("asks for the owner's own browser when strangers used up the account's 3 an hour", async () => {
      await accountStore().record("fire-uid", "blaze@example.com");
      const known = (await deviceCookie(null, "blaze@example.com")).split(
        ";",
      )[0]!;
      for (let i = 0; i < 4; i++) await forgot({ email: "blaze@example.com" });
      await forgot({ email: "blaze@example.com" }, { cookie: known });
      await afterTheAnswer();
      const asked = standIn().requests.filter(
        (r) =>
          /accounts:sendOobCode$/.test(r.path) &&
          (r.body as { email?: string }).email === "blaze@example.com",
      );
      expect(asked).toHaveLength(4);
    });
  });
});
