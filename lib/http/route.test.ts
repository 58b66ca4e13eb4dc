import { z } from "zod";
import { accountStore } from "@/lib/account/roles";
import { documents } from "@/lib/documents";
import {
  AccountNotFoundError,
  LastEditorError,
} from "@/lib/account/roles/types";
import { ImageRejectedError } from "@/lib/images/process";
import { StoreUnavailableError } from "@/lib/documents/types";
import {
  CatalogConflictError,
  ProductNotFoundError,
} from "@/lib/products/store";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { HttpError } from "./responses";
import { route } from "./route";

const request = (
  headers: Record<string, string> = {},
  { method = "PUT", body }: { method?: string; body?: string } = {},
) =>
  new Request("http://localhost:3000/api/x", {
    method,
    headers: { "sec-fetch-site": "same-origin", ...headers },
    body,
  });

const answerOf = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, unknown>,
});

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
      secret: authSecret(),
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

describe("route: If-Match and the body", () => {
  const echo = route(
    {
      role: "visitor",
      ifMatch: true,
      body: z.strictObject({ n: z.number("nope") }),
      limit: 64,
      what: "thing",
      words: (message, field) => `${field} says ${message}`,
    },
    ({ body, version }) => Response.json({ body, version }),
  );
  const send = (body: string, headers: Record<string, string> = {}) =>
    echo(
      request(
        { "content-type": "application/json", "if-match": 'W/"7"', ...headers },
        { method: "POST", body },
      ),
    );

  it("hands over the parsed body and the version If-Match names", async () => {
    expect(await (await send('{"n":1}')).json()).toEqual({
      body: { n: 1 },
      version: "7",
    });
  });

  it("answers 428 without a version, before reading the body", async () => {
    for (const ifMatch of ["", "*", '""']) {
      const res = await send("not json", { "if-match": ifMatch });
      expect(res.status).toBe(428);
      expect((await res.json()).error).toMatch(/If-Match/);
    }
  });

  it("answers 415, 413 and 400 for the body, naming each field in the route's words", async () => {
    expect(
      (await send('{"n":1}', { "content-type": "text/plain" })).status,
    ).toBe(415);
    expect((await send(`{"n":"${"x".repeat(64)}"}`)).status).toBe(413);
    expect((await send("{")).status).toBe(400);
    expect(await answerOf(await send('{"n":"one"}'))).toEqual({
      status: 400,
      body: {
        error: "Invalid thing (n: n says nope)",
        fields: { n: "n says nope" },
      },
    });
  });
});

describe("route: failures, answered in one place", () => {
  const failing = (
    error: unknown,
    store?: "catalogue" | "messages" | "images",
  ) =>
    route({ role: "visitor", store }, () => {
      throw error;
    })(request({}, { method: "GET" }));
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => log.mockRestore());

  it("answers an HttpError as it says, with its fields, headers and extra keys", async () => {
    const res = await failing(
      new HttpError(429, "Slow down", {
        fields: { a: "b" },
        headers: { "Retry-After": "9" },
      }),
    );
    expect(res.headers.get("retry-after")).toBe("9");
    expect(await answerOf(res)).toEqual({
      status: 429,
      body: { error: "Slow down", fields: { a: "b" } },
    });
    const extra = await failing(new HttpError(409, "x", { extra: { v: 1 } }));
    expect(await extra.json()).toEqual({ error: "x", v: 1 });
    const image = await failing(new ImageRejectedError(415, "Not a photo"));
    expect(await answerOf(image)).toEqual({
      status: 415,
      body: { error: "Not a photo", fields: { file: "Not a photo" } },
    });
    expect(log).not.toHaveBeenCalled();
  });

  it("answers the stores' own errors, also from another copy of their classes", async () => {
    const conflict = await failing(
      new CatalogConflictError({ products: [], version: "9" }),
    );
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get("etag")).toBe('"9"');
    expect((await conflict.json()).version).toBe("9");
    const foreign = Object.assign(new Error("from another copy"), {
      name: "ProductNotFoundError",
    });
    expect((await failing(foreign)).status).toBe(404);
    expect((await failing(new ProductNotFoundError("x"))).status).toBe(404);
    expect(
      await answerOf(await failing(new AccountNotFoundError("a1"))),
    ).toEqual({ status: 404, body: { error: "No account with id a1" } });
    expect((await failing(new LastEditorError())).status).toBe(409);
  });

  it("answers a store that is out of reach 503 with Retry-After (502 when it refused us), and logs it", async () => {
    const down = await failing(
      new StoreUnavailableError("timed out"),
      "messages",
    );
    expect(down.headers.get("retry-after")).toBe("30");
    expect(await answerOf(down)).toEqual({
      status: 503,
      body: {
        error:
          "Messages cannot be read or changed at the moment; try again shortly",
      },
    });
    expect(log).toHaveBeenCalledWith(
      "[messages] the message store failed:",
      "timed out",
    );
    const denied = new StoreUnavailableError("401 from the database", 401);
    expect((await failing(denied, "catalogue")).status).toBe(502);
    expect((await failing(denied, "messages")).status).toBe(503);
    const s3 = Object.assign(new Error("AccessDenied"), { $fault: "client" });
    expect((await failing(s3, "images")).status).toBe(502);
    expect((await failing(new Error("ENOSPC"), "images")).status).toBe(503);
    // Anything but an outage of the catalogue's database is the server's own fault.
    expect((await failing(new Error("bug"), "catalogue")).status).toBe(500);
  });

  it("leaves an unexpected error to Next when the route names no store", async () => {
    await expect(failing(new Error("bug"))).rejects.toThrow("bug");
  });
});
