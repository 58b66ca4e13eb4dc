import { identity } from "@/lib/account/identity";
import { requestSession } from "@/lib/account/auth/session";
import { resetLinks, RESET_LINK_MS } from "@/lib/account/auth/reset-links";
import { accountStore } from "@/lib/account/roles";
import { sessionCookie } from "@/test/session-cookie";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST } from "./route";

const URL = "http://localhost:3000/api/account/reset-password";
const reset = jsonPost(POST, URL);

const NEW = "cedar-press-1832";
const LINK_INVALID =
  "This link has expired or was already used. Ask for a new one.";

/** A local account and a fresh link for it; `at` backdates the link. */
async function account(email: string, at = Date.now()) {
  const { id } = await identity().signUp(email, "olive-branch");
  await accountStore().record(id, email);
  const { url } = await resetLinks().create(id, email, at);
  return { id, token: url.split("#")[1]! };
}

describe("POST /api/account/reset-password", () => {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  afterEach(() => {
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toMatch(/olive-branch|cedar-press/);
  });

  it("sets the new password, ends every session of the account and names it", async () => {
    const { id, token } = await account("amal@example.com");
    const old = await sessionCookie(
      { sub: id, email: "amal@example.com" },
      { role: "member" },
    );
    const live = () =>
      requestSession(new Request(URL, { headers: { cookie: old } }));
    expect(await live()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const res = await reset({ token, newPassword: NEW });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      email: "amal@example.com",
      codes: Array(8).fill(expect.stringMatching(/^(\w{4}-){3}\w{4}$/)),
    });
    expect(await live()).toBeNull();
    await identity().signIn("amal@example.com", NEW);
    await expect(
      identity().signIn("amal@example.com", "olive-branch"),
    ).rejects.toThrow("INVALID_PASSWORD");
  });

  it("deletes the account's other links once one is used", async () => {
    const { id, token } = await account("two.links@example.com");
    const { url } = await resetLinks().create(id, "two.links@example.com");
    const other = url.split("#")[1]!;
    expect((await reset({ token, newPassword: NEW })).status).toBe(200);
    expect(await resetLinks().peek(other)).toBeNull();
    const again = await reset({
      token: other,
      newPassword: "another-cedar-press-77",
    });
    expect(again.status).toBe(400);
    await identity().signIn("two.links@example.com", NEW);
  });

  it("refuses a link used twice (400 naming token)", async () => {
    const { token } = await account("nour@example.com");
    expect((await reset({ token, newPassword: NEW })).status).toBe(200);
    const again = await reset({ token, newPassword: "another-cedar-press-77" });
    expect(again.status).toBe(400);
    expect((await again.json()).fields).toEqual({ token: LINK_INVALID });
    await identity().signIn("nour@example.com", NEW);
  });

  it("refuses an expired link, and one never made", async () => {
    const { token } = await account(
      "old@example.com",
      Date.now() - RESET_LINK_MS - 1,
    );
    const expired = await reset({ token, newPassword: NEW });
    expect(expired.status).toBe(400);
    expect((await expired.json()).fields).toEqual({ token: LINK_INVALID });
    const unknown = await reset({ token: "x".repeat(43), newPassword: NEW });
    expect((await unknown.json()).fields).toEqual({ token: LINK_INVALID });
  });

  it("names the bad field: a malformed token, a short or weak password; a weak one leaves the link usable", async () => {
    const { token } = await account("rami@example.com");
    const malformed = await reset({ token: "abc", newPassword: NEW });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).fields).toEqual({ token: LINK_INVALID });
    const short = await reset({ token, newPassword: "short" });
    expect((await short.json()).fields).toEqual({
      newPassword: "Use at least 10 characters.",
    });
    const weak = await reset({ token, newPassword: "password123456" });
    expect(weak.status).toBe(400);
    expect(Object.keys((await weak.json()).fields)).toEqual(["newPassword"]);
    expect((await reset({ token, newPassword: NEW })).status).toBe(200);
  });

  it("refuses cross-site requests (403)", async () => {
    const { token } = await account("cross@example.com");
    const res = await reset(
      { token, newPassword: NEW },
      { "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
    // The link was not used up.
    expect((await reset({ token, newPassword: NEW })).status).toBe(200);
  });

  it("limits tries from one address like sign-in (429 after 20 in 10 minutes)", async () => {
    const address = { "x-forwarded-for": "203.0.113.9" };
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await reset({ token: "y".repeat(43), newPassword: NEW }, address))
          .status,
      );
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
