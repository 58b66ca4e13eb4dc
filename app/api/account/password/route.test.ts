import { identity } from "@/lib/account/identity";
import { requestSession } from "@/lib/account/auth/session";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { sessionCookie } from "@/test/session-cookie";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST } from "./route";

const URL = "http://localhost:3000/api/account/password";
const post = jsonPost(POST, URL);
const change = (
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
  raw?: BodyInit,
) => post(body, { cookie, ...headers }, raw);

/** Bodies: the right current password with `newPassword`; `currentPassword` with a good new one. */
const withNew = (newPassword: unknown) => ({
  currentPassword: "olive-branch",
  newPassword,
});
const withCurrent = (currentPassword: unknown) => ({
  currentPassword,
  newPassword: "cedar-press-1832",
});
const RIGHT = withNew("cedar-press-1832");
/** All guesses of one test from one client address, so they add up. */
const oneAddress = (n: number) => ({ "x-forwarded-for": `198.51.100.${n}` });
const MISSING = {
  currentPassword: "Enter your current password.",
  newPassword: "Enter a new password.",
};

const TEXT = {
  wrong: "This is not your current password.",
  short: "Use at least 10 characters.",
  same: "Choose a password different from your current one.",
  long: "Use a password of 128 characters or fewer.",
  weak: "This password is easy to guess. Make it longer with a few uncommon words, and avoid repeats (aaa), sequences (abc, 123), names and dates.",
};

/** A local account with a member's session cookie: no editor role needed. */
async function member(email: string, password = "olive-branch") {
  const { id } = await identity().signUp(email, password);
  return sessionCookie({ sub: id, email }, { role: "member" });
}

describe("POST /api/account/password", () => {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  afterEach(() => {
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toMatch(/olive-branch|cedar-press-1832/);
  });

  it("changes a member's own password: the old one stops working", async () => {
    const cookie = await member("amal@example.com");
    const res = await change(RIGHT, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      codes: Array(8).fill(expect.stringMatching(/^(\w{4}-){3}\w{4}$/)),
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    await expect(
      identity().signIn("amal@example.com", "olive-branch"),
    ).rejects.toThrow("INVALID_PASSWORD");
    await identity().signIn("amal@example.com", "cedar-press-1832");
  });

  it("ends the account's other sessions and keeps this one, in a renewed cookie", async () => {
    const { id } = await identity().signUp("nour@example.com", "olive-branch");
    const claims = { sub: id, email: "nour@example.com" };
    const here = await sessionCookie(claims, { role: "member" });
    const elsewhere = await sessionCookie(claims, { role: "member" });
    const bystander = await sessionCookie(
      { sub: "u-bystander" },
      { role: "member" },
    );
    const live = (cookie: string) =>
      requestSession(new Request(URL, { headers: { cookie } }));
    expect(await live(elsewhere)).not.toBeNull();
    const res = await change(RIGHT, here);
    expect(res.status).toBe(200);
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith(here.split("=")[0]!))!;
    expect(renewed).toMatch(/HttpOnly/i);
    expect(renewed).toMatch(/SameSite=lax/i);
    expect(await live(elsewhere)).toBeNull();
    // A copy of this browser's cookie from before the change is over too.
    expect(await live(here)).toBeNull();
    expect((await live(renewed.split(";")[0]!))?.user.email).toBe(
      "nour@example.com",
    );
    expect(await live(bystander)).not.toBeNull();
  });

  it("deletes the account's reset links, and no one else's", async () => {
    const { id } = await identity().signUp("links@example.com", "olive-branch");
    const cookie = await sessionCookie(
      { sub: id, email: "links@example.com" },
      { role: "member" },
    );
    const tokenOf = async (accountId: string, email: string) =>
      (await resetLinks().create(accountId, email)).url.split("#")[1]!;
    const mine = [
      await tokenOf(id, "links@example.com"),
      await tokenOf(id, "links@example.com"),
    ];
    const theirs = await tokenOf("u-other", "other@example.com");
    expect((await change(RIGHT, cookie)).status).toBe(200);
    for (const token of mine) expect(await resetLinks().peek(token)).toBeNull();
    expect(await resetLinks().peek(theirs)).not.toBeNull();
  });

  it("refuses an easily guessed new password on newPassword, changing nothing", async () => {
    const cookie = await member("weak.choice@example.com");
    for (const weak of [
      "1111111111",
      "aaaaaaaaaa",
      "abcdefghij",
      "0123456789",
      "Password123",
      "weak.choice1",
    ]) {
      const res = await change(withNew(weak), cookie, oneAddress(240));
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ newPassword: TEXT.weak });
    }
    // A right current password never counts toward the limit of guesses.
    expect((await change(RIGHT, cookie, oneAddress(240))).status).toBe(200);
    await identity().signIn("weak.choice@example.com", "cedar-press-1832");
  }, 60_000);

  it("answers 400 on currentPassword when it is wrong, changing nothing", async () => {
    const cookie = await member("sami@example.com");
    const res = await change(withCurrent("not-the-password"), cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ currentPassword: TEXT.wrong });
    await identity().signIn("sami@example.com", "olive-branch");
  });

  it.each([
    [{}, MISSING],
    [withNew("laurel-1"), { newPassword: TEXT.short }],
    [withNew("olive-branch"), { newPassword: TEXT.same }],
    [{ currentPassword: 42, newPassword: ["cedar-press-1832"] }, MISSING],
    [
      { currentPassword: "x".repeat(129), newPassword: "y".repeat(129) },
      { currentPassword: TEXT.long, newPassword: TEXT.long },
    ],
  ])("answers 400 naming each bad field: %j", async (input, fields) => {
    const cookie = await sessionCookie({ sub: "u-fields" }, { role: "member" });
    const res = await change(input, cookie);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual(fields);
    expect(body.error).toMatch(/^Invalid input/);
  });

  it("answers 400, 413 and 415 to bodies it cannot read", async () => {
    const cookie = await sessionCookie({ sub: "u-body" }, { role: "member" });
    for (const raw of ["[]", '"text"', "null", '{"currentPassword": ']) {
      const res = await change(undefined, cookie, {}, raw);
      expect(res.status).toBe(400);
    }
    const text = { "content-type": "text/plain" };
    const plain = await change(undefined, cookie, text, "currentPassword=a");
    expect(plain.status).toBe(415);
    const big = await change(withCurrent("x".repeat(20_000)), cookie);
    expect(big.status).toBe(413);
  });

  it("answers 401 without a live session and 403 to a cross-site request", async () => {
    const body = withNew("a-new-one-1");
    expect((await change(body, "")).status).toBe(401);
    const expired = await sessionCookie(
      { sub: "u-expired", expiresAt: Date.now() - 1000 },
      { role: "member" },
    );
    expect((await change(body, expired)).status).toBe(401);
    const cookie = await sessionCookie({ sub: "u-x" }, { role: "member" });
    const res = await change(body, cookie, { "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "Cross-site requests are not allowed",
    });
  });

  it("limits guesses of the current password like sign-ins (5 per address and account)", async () => {
    const cookie = await member("guessed@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await change(
        withCurrent(`guess-${i}`),
        cookie,
        oneAddress(250),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const refused = await change(RIGHT, cookie, oneAddress(250));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await refused.json()).error).toMatch(
      /^Too many attempts\. Try again in (9|10) minutes\.$/,
    );
  });
});
