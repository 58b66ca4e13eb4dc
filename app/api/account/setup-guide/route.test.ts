import { identity } from "@/lib/account/identity";
import { requirePasswordChange } from "@/lib/account/identity/local";
import { issueRecoveryCodes } from "@/lib/account/auth/recovery-codes";
import { accountStore } from "@/lib/account/roles";
import { jsonPost } from "@/test/api/account";
import { current, good, put as putShopDetails } from "@/test/api/shop-details";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { withEnv, withFirebaseIdentity } from "@/test/with-env";
import { POST as changePassword } from "../password/route";
import { POST as makeCodes } from "../recovery-codes/route";
import { GET, POST } from "./route";

// A shop details save tells the pages: without Next's request scope there is nothing to purge.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const URL = "http://localhost:3000/api/account/setup-guide";
const post = jsonPost(POST, URL);
const get = (cookie: string, headers: Record<string, string> = {}) =>
  GET(new Request(URL, { headers: { cookie, ...headers } }));

const PASSWORD = "olive-branch-in-the-khan";
let serial = 0;

/** A local editor account, signed in. */
async function editor(role: "editor" | "member" = "editor") {
  const email = `guided.${++serial}@example.com`;
  const { id } = await identity().signUp(email, PASSWORD);
  return {
    id,
    email,
    cookie: await sessionCookie({ sub: id, email }, { role }),
  };
}

type Answer = {
  steps: { id: string; done: boolean }[];
  done: number;
  total: number;
  closed: boolean;
  facts: { recoveryCodes: number | null; mail: Record<string, unknown> };
};

async function guide(cookie: string): Promise<Answer> {
  const res = await get(cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as Answer;
}

const doneOf = (answer: Answer) =>
  Object.fromEntries(answer.steps.map((s) => [s.id, s.done]));

describe("/api/account/setup-guide", () => {
  useTempDataDir();

  it("GET: an editor whose password was set for them has the password step only; no mail is said so", async () => {
    const { cookie } = await editor();
    const answer = await guide(cookie);
    expect(doneOf(answer)).toEqual({
      password: true,
      codes: false,
      shopDetails: false,
      messages: false,
    });
    expect(answer).toMatchObject({ done: 1, total: 4, closed: false });
    expect(answer.facts.mail).toEqual({
      transport: "outbox",
      to: "family@localhost",
      resetMail: false,
    });
  });

  it("a generated password is a step until the first forced change, whose codes count once their editor keeps them", async () => {
    const { email, cookie } = await editor();
    requirePasswordChange(email);
    expect(doneOf(await guide(cookie))).toMatchObject({
      password: false,
      codes: false,
    });
    const changed = await jsonPost(
      changePassword,
      "http://localhost:3000/api/account/password",
    )(
      { currentPassword: PASSWORD, newPassword: "tawny-quokka-umbrella" },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const fresh = (await changed.json()) as { codes: string[] };
    // The change ends this session too: the guide follows the account, not the session.
    const { id } = (await identity().findAccount(email))!;
    const signedIn = await sessionCookie({ sub: id, email });
    const after = await guide(signedIn);
    expect(fresh.codes).toHaveLength(8);
    expect(after.facts.recoveryCodes).toBe(8);
    expect(doneOf(after)).toMatchObject({ password: true, codes: false });
    const kept = await post({ mark: "codes" }, { cookie: signedIn });
    expect(kept.status).toBe(200);
    expect(doneOf((await kept.json()) as Answer).codes).toBe(true);
  });

  it("a new set of codes is not kept until its editor says so; none to keep is a 409", async () => {
    const { id, cookie } = await editor();
    const none = await post({ mark: "codes" }, { cookie });
    expect(none.status).toBe(409);
    expect((await none.json()).error).toBe(
      "There are no unused recovery codes to keep: make a set first",
    );
    expect((await accountStore().get(id))!.setupGuide).toBeUndefined();

    const made = await jsonPost(
      makeCodes,
      "http://localhost:3000/api/account/recovery-codes",
    )({ currentPassword: PASSWORD }, { cookie });
    expect(made.status).toBe(200);
    expect(doneOf(await guide(cookie)).codes).toBe(false);
    expect((await post({ mark: "codes" }, { cookie })).status).toBe(200);
    expect(doneOf(await guide(cookie)).codes).toBe(true);
    // Another set replaces the kept one: it waits for its own word.
    await issueRecoveryCodes(id);
    expect(doneOf(await guide(cookie)).codes).toBe(false);
    await post({ mark: "codes" }, { cookie });
    expect(doneOf(await guide(cookie)).codes).toBe(true);
  });

  it("POST marks how messages arrive as read, once, and the mark follows the account to another session", async () => {
    const { id, email, cookie } = await editor();
    const res = await post({ mark: "messages" }, { cookie });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answer;
    expect(doneOf(answer).messages).toBe(true);
    expect(answer.done).toBe(2);
    const first = (await accountStore().get(id))!.setupGuide!.messages;
    expect((await post({ mark: "messages" }, { cookie })).status).toBe(200);
    expect((await accountStore().get(id))!.setupGuide!.messages).toBe(first);

    const elsewhere = await sessionCookie({ sub: id, email });
    expect(doneOf(await guide(elsewhere)).messages).toBe(true);
  });

  it("answers 400 naming the field for anything but a known mark, marking nothing", async () => {
    const { id, cookie } = await editor();
    const refusals: [unknown, Record<string, string>][] = [
      [{}, { mark: expect.stringContaining('must be "codes"') }],
      [{ mark: "password" }, { mark: expect.stringContaining('or "closed"') }],
      [{ mark: 1 }, { mark: expect.stringContaining('must be "codes"') }],
      [
        { mark: "messages", also: "closed" },
        { body: 'send only "mark" (not also)' },
      ],
      [
        "messages",
        { body: 'must be an object such as { "mark": "messages" }' },
      ],
      [null, { body: 'must be an object such as { "mark": "messages" }' }],
    ];
    for (const [body, fields] of refusals) {
      const res = await post(body, { cookie });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual(fields);
    }
    const broken = await post(undefined, { cookie }, "{ mark:");
    expect(broken.status).toBe(400);
    const large = await post(
      undefined,
      { cookie },
      JSON.stringify({ mark: "messages", pad: "x".repeat(2048) }),
    );
    expect(large.status).toBe(413);
    expect((await accountStore().get(id))!.setupGuide).toBeUndefined();
  });

  it("is an editor's: a member (403), no session (401) and a cross-site request (403) are refused", async () => {
    const member = await editor("member");
    expect((await get(member.cookie)).status).toBe(403);
    const refused = await post({ mark: "messages" }, { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect((await accountStore().get(member.id))!.setupGuide).toBeUndefined();
    expect((await get("")).status).toBe(401);
    expect((await post({ mark: "messages" })).status).toBe(401);
    const { id, cookie } = await editor();
    const cross = await post(
      { mark: "messages" },
      { cookie, "sec-fetch-site": "cross-site" },
    );
    expect(cross.status).toBe(403);
    expect((await accountStore().get(id))!.setupGuide).toBeUndefined();
  });

  describe("with mail by SMTP", () => {
    withEnv(() => ({
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: "smtp://127.0.0.1:2525",
      MAIL_FROM: "website@halabi.example.com",
      MAIL_TO: "family@halabi.example.com",
    }));

    it("says where messages go, and that a reset link can be mailed", async () => {
      const { cookie } = await editor();
      expect((await guide(cookie)).facts.mail).toEqual({
        transport: "smtp",
        to: "family@halabi.example.com",
        resetMail: true,
      });
    });
  });

  describe("with Firebase accounts", () => {
    withFirebaseIdentity("guide-key");

    it("has no codes to make: Firebase's own reset email is the way back", async () => {
      const cookie = await sessionCookie({
        sub: "fire-guided",
        email: "fire@example.com",
      });
      const answer = await guide(cookie);
      expect(answer.facts.recoveryCodes).toBeNull();
      expect(doneOf(answer)).toMatchObject({ password: true, codes: true });
      expect(answer.facts.mail.resetMail).toBe(true);
      const nothing = await post({ mark: "codes" }, { cookie });
      expect(nothing.status).toBe(409);
      expect((await nothing.json()).error).toBe(
        "This site keeps no recovery codes: Firebase's reset email is the way back in",
      );
    });
  });
});

// The shop details are the shop's: once saved, saved for every editor. A data directory of their own.
describe("/api/account/setup-guide once the shop details are saved", () => {
  useTempDataDir();

  it("shows each step done where it was done: codes kept, Shop details saved", async () => {
    const { id, cookie } = await editor();
    await issueRecoveryCodes(id);
    await post({ mark: "codes" }, { cookie });
    expect(doneOf(await guide(cookie)).codes).toBe(true);
    expect((await guide(cookie)).facts.recoveryCodes).toBe(8);

    const details = await putShopDetails(good, {
      ifMatch: (await current()).etag,
      cookie,
    });
    expect(details.status).toBe(200);
    expect(doneOf(await guide(cookie)).shopDetails).toBe(true);
    // The shop's details are one for every editor.
    expect(doneOf(await guide((await editor()).cookie)).shopDetails).toBe(true);
  });

  it("closes the guide only once every step is done (409 before, nothing kept)", async () => {
    const { id, cookie } = await editor();
    await putShopDetails(good, { ifMatch: (await current()).etag, cookie });
    const early = await post({ mark: "closed" }, { cookie });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe(
      "The guide closes once every step is done: 2 of 4 are",
    );
    expect((await accountStore().get(id))!.setupGuide).toBeUndefined();

    await issueRecoveryCodes(id);
    await post({ mark: "codes" }, { cookie });
    await post({ mark: "messages" }, { cookie });
    const closed = await post({ mark: "closed" }, { cookie });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ done: 4, closed: true });
    expect((await guide(cookie)).closed).toBe(true);
  });
});
