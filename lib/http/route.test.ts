import { accountStore } from "@/lib/account/roles";
import { documents } from "@/lib/documents";
import { answerOf, request } from "@/test/route-request";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { route } from "./route";

let serial = 0;
const someone = () => {
  const n = ++serial;
  return { sub: `u-${n}`, email: `person${n}@example.com` };
};

/** A handler that answers what the gate handed it. */
const gate = (role: "visitor" | "signed-in" | "editor") =>
  route({ role }, ({ auth }) => Response.json(auth ?? null));

describe("route: the role's gate", () => {
  useTempDataDir();
  // Another editor, so demoting or disabling a test account is never refused.
  beforeAll(() =>
    accountStore().record("keeper", "keeper@example.com", "editor"),
  );

  it("hands over the user, the role and the provider token for a live session", async () => {
    const who = someone();
    const expiresAt = Date.now() + 60_000;
    const res = await gate("editor")(
      request({ cookie: await sessionCookie({ ...who, expiresAt }) }),
    );
    expect(await res.json()).toEqual({
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
    const res = await gate("editor")(request({ cookie: await make() }));
    expect(await answerOf(res)).toEqual({
      status: 401,
      body: { error: "Sign in first: there is no session, or it has ended" },
    });
  });

  it("refuses a cross-site request even with a live session, and a visitor's cross-site write", async () => {
    const crossSite = { "sec-fetch-site": "cross-site" };
    const cookie = await sessionCookie(someone());
    for (const res of [
      await gate("signed-in")(request({ ...crossSite, cookie })),
      await gate("visitor")(request(crossSite, { method: "POST" })),
    ])
      expect(await answerOf(res)).toEqual({
        status: 403,
        body: { error: "Cross-site requests are not allowed" },
      });
    // A visitor's read needs no origin: pages and feeds elsewhere may link to it.
    const read = await gate("visitor")(request(crossSite, { method: "GET" }));
    expect(read.status).toBe(200);
  });

  it("lets a member through where signing in is enough, not where an editor is needed", async () => {
    const cookie = await sessionCookie(someone(), { role: "member" });
    expect((await gate("signed-in")(request({ cookie }))).status).toBe(200);
    const refused = await gate("editor")(request({ cookie }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(
      /an editor can give you access/,
    );
  });

  it("gives a member's open session editor rights as soon as an editor promotes them", async () => {
    const who = someone();
    const cookie = await sessionCookie(who, { role: "member" });
    expect((await gate("editor")(request({ cookie }))).status).toBe(403);
    await accountStore().update(who.sub, { role: "editor" });
    expect((await gate("editor")(request({ cookie }))).status).toBe(200);
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
    expect((await gate("signed-in")(request({ cookie }))).status).toBe(200);
    await end(who.sub, sessionId);
    expect((await gate("signed-in")(request({ cookie }))).status).toBe(401);
  });

  it("refuses a session of an account the store does not know", async () => {
    const { encode } = await import("next-auth/jwt");
    const { authSecret } = await import("@/lib/account/auth/secret");
    const { sessionCookieName } = await import("@/lib/account/auth/cookies");
    const value = await encode({
      token: {
        sub: "never-recorded",
        email: "ghost@example.com",
        idToken: "t",
        expiresAt: Date.now() + 60_000,
        sessionId: "s",
        signedInAt: Date.now(),
      },
      secret: await authSecret(),
    });
    const res = await gate("signed-in")(
      request({ cookie: `${sessionCookieName()}=${value}` }),
    );
    expect(res.status).toBe(401);
  });

  it("answers 503 when the account store cannot be read, and logs it", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const cookie = await sessionCookie(someone());
    const spy = jest
      .spyOn(documents(), "get")
      .mockRejectedValue(new Error("disk gone"));
    try {
      const res = await gate("signed-in")(request({ cookie }));
      expect(await answerOf(res)).toEqual({
        status: 503,
        body: {
          error: "Accounts cannot be checked at the moment; try again shortly",
        },
      });
      expect(log).toHaveBeenCalledWith(
        "[auth] the account store could not be read:",
        "disk gone",
      );
    } finally {
      spy.mockRestore();
      log.mockRestore();
    }
  });
});
