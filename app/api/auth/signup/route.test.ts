import { sessionCookieName } from "@/lib/auth/cookies";
import { readSession } from "@/lib/auth/token";
import { resetEnvForTests } from "@/lib/env";
import {
  startFirebaseAuthStandIn,
  type StandIn,
} from "@/lib/identity/firebase-stand-in";
import { useTempDataDir } from "@/test/temp-data-dir";
import { DELETE, GET, POST, PUT } from "./route";

const URL = "http://localhost:3000/api/auth/signup";
let ip = 0;

/** A same-origin JSON POST from its own client address (rate limits count per address). */
function signup(
  body: unknown,
  headers: Record<string, string> = {},
  raw?: BodyInit,
) {
  return POST(
    new Request(URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": `203.0.113.${++ip}`,
        ...headers,
      },
      body: raw ?? JSON.stringify(body),
    }),
  );
}

const texts = {
  exists: "The email address is already in use by another account.",
  closed: "Password sign-in is disabled for this project.",
  tooMany:
    "We have blocked all requests from this device due to unusual activity. Try again later.",
};

describe("POST /api/auth/signup", () => {
  useTempDataDir();
  const log = jest.spyOn(console, "error");
  afterEach(() => {
    // Passwords never reach the logs, whatever happened.
    for (const call of log.mock.calls)
      expect(JSON.stringify(call)).not.toMatch(/olive-branch|s3cret/);
  });
  afterAll(() => {
    delete process.env.SIGNUP_ENABLED;
    resetEnvForTests();
  });

  it("creates the account, answers the safe fields and starts a session", async () => {
    const before = Date.now();
    const res = await signup({
      email: " New.Owner@Example.com ",
      password: "olive-branch",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      email: "new.owner@example.com",
      id: expect.any(String),
      expiresAt: expect.any(Number),
    });
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + 3600_000);
    const cookie = res.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(new RegExp(`^${sessionCookieName()}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain("olive-branch");
    const value = cookie.split(";")[0]!.split("=").slice(1).join("=");
    const session = await readSession({ [sessionCookieName()]: value });
    expect(session?.user).toEqual(body);
    expect(session?.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("answers 409 with the catalogue text for an existing email", async () => {
    const res = await signup({
      email: "new.owner@example.com",
      password: "another-1",
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: texts.exists,
      code: "EMAIL_EXISTS",
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [
      {},
      { email: "Enter your email address.", password: "Enter your password." },
    ],
    [
      { email: "not-an-email", password: "olive-branch" },
      { email: "Enter a valid email address, for example name@example.com." },
    ],
    [
      { email: "a@example.com", password: "12345" },
      { password: "The password must be at least 6 characters long." },
    ],
    [
      { email: 42, password: ["olive-branch"] },
      { email: "Enter your email address.", password: "Enter your password." },
    ],
    [
      { email: `${"a".repeat(250)}@example.com`, password: "olive-branch" },
      { email: "Use an email address of 254 characters or fewer." },
    ],
  ])("answers 400 naming each bad field: %j", async (input, fields) => {
    const res = await signup(input);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual(fields);
    expect(body.error).toMatch(/^Invalid input/);
  });

  it("answers 400 for a body that is not an object", async () => {
    for (const raw of ["[]", '"text"', "null"]) {
      const res = await signup(undefined, {}, raw);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatch(/^Invalid input/);
    }
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await signup(undefined, {}, '{"email": "a@example.com", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "The request body is not valid JSON",
    });
  });

  it("answers 415 when the body is not JSON", async () => {
    const res = await signup(
      undefined,
      { "content-type": "text/plain" },
      "email=a",
    );
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/JSON/);
  });

  it("answers 413 for an oversized body", async () => {
    const res = await signup({
      email: "big@example.com",
      password: "x".repeat(20_000),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/larger than 16 KiB/);
  });

  it("answers 403 to a cross-site request, before reading anything", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      {
        "sec-fetch-site": "",
        origin: "https://evil.example.net",
        host: "localhost:3000",
      },
    ];
    for (const headers of cases) {
      const res = await signup(
        { email: "x@example.com", password: "olive-branch" },
        headers,
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: "Cross-site requests are not allowed",
      });
    }
  });

  it("answers OPERATION_NOT_ALLOWED (403) when sign-up is closed", async () => {
    process.env.SIGNUP_ENABLED = "false";
    resetEnvForTests();
    const res = await signup({
      email: "closed@example.com",
      password: "olive-branch",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: texts.closed,
      code: "OPERATION_NOT_ALLOWED",
    });
    delete process.env.SIGNUP_ENABLED;
    resetEnvForTests();
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    for (const handler of [GET, PUT, DELETE]) {
      const res = handler();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect((await res.json()).error).toMatch(/Method not allowed/);
    }
  });

  // Rate limits and provider failures, against the Firebase adapter and a
  // stand-in of its REST API (no password hashing here, so many attempts are cheap).
  describe("with IDENTITY_BACKEND=firebase", () => {
    let standIn: StandIn;
    beforeAll(async () => {
      standIn = await startFirebaseAuthStandIn("route-key");
      Object.assign(process.env, {
        IDENTITY_BACKEND: "firebase",
        FIREBASE_API_KEY: "route-key",
        FIREBASE_AUTH_EMULATOR_HOST: standIn.host,
      });
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
      await standIn.close();
    });

    it("signs up through the provider and keeps its token in the session only", async () => {
      const res = await signup({
        email: "fire@example.com",
        password: "olive-branch",
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(["email", "expiresAt", "id"]);
      expect(standIn.requests.at(-1)?.path).toMatch(/accounts:signUp$/);
      const value = res.headers
        .getSetCookie()[0]!
        .split(";")[0]!
        .split("=")
        .slice(1)
        .join("=");
      const session = await readSession({ [sessionCookieName()]: value });
      expect(session?.idToken).toMatch(/^stand-in\./);
    });

    it("answers 502 with the unknown-error text when the provider fails", async () => {
      standIn.outage = 503;
      const res = await signup({
        email: "outage@example.com",
        password: "olive-branch",
      });
      standIn.outage = null;
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: "An unknown error occurred!",
        code: "PROVIDER_UNAVAILABLE",
      });
    });

    it("limits attempts per client address, then answers TOO_MANY_ATTEMPTS_TRY_LATER with 429", async () => {
      const from = { "x-forwarded-for": "198.51.100.7" };
      // Invalid input is refused before anything is counted.
      for (let i = 0; i < 6; i++)
        expect(
          (await signup({ email: "bad", password: "s" }, from)).status,
        ).toBe(400);
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await signup(
              { email: `rate${i}@example.com`, password: "s3cret-1" },
              from,
            )
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const res = await signup(
        { email: "fresh@example.com", password: "s3cret-1" },
        from,
      );
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.json()).toEqual({
        error: texts.tooMany,
        code: "TOO_MANY_ATTEMPTS_TRY_LATER",
      });
      // Another address is not affected.
      expect(
        (await signup({ email: "rate0@example.com", password: "s3cret-1" }))
          .status,
      ).toBe(409);
    });

    it("limits attempts per account across addresses", async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await signup({
              email: `${i % 2 ? "ACCT" : "acct"}@example.com`,
              password: "s3cret-1",
            })
          ).status,
        );
      expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    });
  });
});
