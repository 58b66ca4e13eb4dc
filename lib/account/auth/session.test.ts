import { accountStore } from "@/lib/account/roles";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { authorize } from "./session";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/products", {
    method: "PUT",
    headers: { "sec-fetch-site": "same-origin", ...headers },
  });

let serial = 0;
const someone = () => {
  const n = ++serial;
  return { sub: `u-${n}`, email: `person${n}@example.com` };
};

describe("authorize", () => {
  useTempDataDir();
  // Another editor, so demoting or disabling a test account is never refused.
  beforeAll(() =>
    accountStore().record("keeper", "keeper@example.com", "editor"),
  );

  it("hands over the user, the role and the provider token for a live session", async () => {
    const who = someone();
    const expiresAt = Date.now() + 60_000;
    const result = await authorize(
      request({ cookie: await sessionCookie({ ...who, expiresAt }) }),
      "editor",
    );
    expect(result).toEqual({
      ok: true,
      user: { id: who.sub, email: who.email, role: "editor", expiresAt },
      idToken: "provider-token",
      claims: expect.objectContaining({ sub: who.sub, expiresAt }),
    });
  });

  it.each([
    ["no cookie", async () => ""],
    [
      "an expired provider token",
      () => sessionCookie({ ...someone(), expiresAt: Date.now() - 1 }),
    ],
    [
      "a cookie sealed with another secret",
      () => sessionCookie(someone(), { secret: "x".repeat(40) }),
    ],
    ["a cookie that is not a token", async () => "halabi.session=garbage"],
  ])("answers 401 for %s", async (_case, make) => {
    const result = await authorize(request({ cookie: await make() }), "editor");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(401);
  });

  it("refuses a cross-site request even with a live session", async () => {
    const result = await authorize(
      request({
        "sec-fetch-site": "cross-site",
        cookie: await sessionCookie(someone()),
      }),
      "signed-in",
    );
    expect(!result.ok && result.response.status).toBe(403);
  });

  it("lets a member through where signing in is enough, not where an editor is needed", async () => {
    const cookie = await sessionCookie(someone(), { role: "member" });
    expect((await authorize(request({ cookie }), "signed-in")).ok).toBe(true);
    const refused = await authorize(request({ cookie }), "editor");
    expect(!refused.ok && refused.response.status).toBe(403);
    if (!refused.ok)
      expect((await refused.response.json()).error).toMatch(
        /an editor can give you access/,
      );
  });

  it("gives a member's open session editor rights as soon as an editor promotes them", async () => {
    const who = someone();
    const cookie = await sessionCookie(who, { role: "member" });
    expect((await authorize(request({ cookie }), "editor")).ok).toBe(false);
    await accountStore().update(who.sub, { role: "editor" });
    expect((await authorize(request({ cookie }), "editor")).ok).toBe(true);
  });

  it.each([
    [
      "logout (the session is ended)",
      (sub: string, sessionId: string) =>
        accountStore().revokeSession(sessionId, Date.now() + 60_000),
    ],
    [
      "disabling the account",
      (sub: string) => accountStore().update(sub, { disabled: true }),
    ],
    [
      "taking the editor role away",
      (sub: string) => accountStore().update(sub, { role: "member" }),
    ],
  ])("refuses a copied cookie after %s", async (_case, end) => {
    const who = someone();
    const sessionId = `sid-${who.sub}`;
    const cookie = await sessionCookie({ ...who, sessionId });
    expect((await authorize(request({ cookie }), "signed-in")).ok).toBe(true);
    await end(who.sub, sessionId);
    const after = await authorize(request({ cookie }), "signed-in");
    expect(!after.ok && after.response.status).toBe(401);
  });

  it("refuses a session of an account the store does not know", async () => {
    const { encode } = await import("next-auth/jwt");
    const { authSecret } = await import("./secret");
    const { sessionCookieName } = await import("./cookies");
    const value = await encode({
      token: {
        sub: "never-recorded",
        email: "ghost@example.com",
        idToken: "t",
        expiresAt: Date.now() + 60_000,
        sessionId: "s",
        signedInAt: Date.now(),
      },
      secret: authSecret(),
    });
    const result = await authorize(
      request({ cookie: `${sessionCookieName()}=${value}` }),
      "signed-in",
    );
    expect(!result.ok && result.response.status).toBe(401);
  });
});
