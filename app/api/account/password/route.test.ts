import { identity } from "@/lib/account/identity";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { DELETE, GET, POST, PUT } from "./route";

const URL = "http://localhost:3000/api/account/password";
let ip = 0;

/** A same-origin JSON POST from its own client address (limits count per address too). */
const change = (
  body: unknown,
  cookie: string,
  headers: Record<string, string> = {},
  raw?: BodyInit,
) =>
  POST(
    new Request(URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": `198.51.100.${++ip}`,
        cookie,
        ...headers,
      },
      body: raw ?? JSON.stringify(body),
    }),
  );

const TEXT = {
  wrong: "This is not your current password.",
  short: "Use at least 10 characters.",
  common: "This password is too common: choose one that is harder to guess.",
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
      expect(JSON.stringify(call)).not.toMatch(/olive-branch|soap-of-aleppo/);
  });

  it("changes a member's own password: the old one stops working", async () => {
    const cookie = await member("amal@example.com");
    const res = await change(
      { currentPassword: "olive-branch", newPassword: "soap-of-aleppo" },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
    await expect(
      identity().signIn("amal@example.com", "olive-branch"),
    ).rejects.toThrow("INVALID_PASSWORD");
    await identity().signIn("amal@example.com", "soap-of-aleppo");
  });

  it("answers 400 on currentPassword when it is wrong, changing nothing", async () => {
    const cookie = await member("sami@example.com");
    const res = await change(
      { currentPassword: "not-the-password", newPassword: "soap-of-aleppo" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ currentPassword: TEXT.wrong });
    await identity().signIn("sami@example.com", "olive-branch");
  });

  it.each([
    [
      {},
      {
        currentPassword: "Enter your current password.",
        newPassword: "Enter a new password.",
      },
    ],
    [
      { currentPassword: "olive-branch", newPassword: "laurel-1" },
      { newPassword: TEXT.short },
    ],
    [
      { currentPassword: "olive-branch", newPassword: "Password123" },
      { newPassword: TEXT.common },
    ],
    [
      { currentPassword: "olive-branch", newPassword: "olive-branch" },
      { newPassword: "Choose a password different from your current one." },
    ],
    [
      { currentPassword: 42, newPassword: ["soap-of-aleppo"] },
      {
        currentPassword: "Enter your current password.",
        newPassword: "Enter a new password.",
      },
    ],
    [
      { currentPassword: "x".repeat(1025), newPassword: "y".repeat(1025) },
      {
        currentPassword: "Use a password of 1,024 characters or fewer.",
        newPassword: "Use a password of 1,024 characters or fewer.",
      },
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
    const plain = await change(
      undefined,
      cookie,
      { "content-type": "text/plain" },
      "currentPassword=a",
    );
    expect(plain.status).toBe(415);
    const big = await change(
      { currentPassword: "x".repeat(20_000), newPassword: "soap-of-aleppo" },
      cookie,
    );
    expect(big.status).toBe(413);
  });

  it("answers 401 without a live session and 403 to a cross-site request", async () => {
    const body = {
      currentPassword: "olive-branch",
      newPassword: "a-new-one-1",
    };
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
        { currentPassword: `guess-${i}`, newPassword: "soap-of-aleppo" },
        cookie,
        { "x-forwarded-for": "198.51.100.250" },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    for (const handler of [GET, PUT, DELETE]) {
      const res = handler();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });
});
