import { identity } from "@/lib/account/identity";
import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { signup, texts } from "@/test/api/signup";

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

  it("creates the account and answers the safe fields; signing in is next-auth's", async () => {
    const res = await signup({
      email: " New.Owner@Example.com ",
      password: "olive-branch",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      email: "new.owner@example.com",
      id: expect.any(String),
    });
    // No hand-made session: the browser signs in through next-auth next.
    expect(res.headers.getSetCookie()).toEqual([]);
    const session = await identity().signIn(
      "new.owner@example.com",
      "olive-branch",
    );
    expect(session.id).toBe(body.id);
  });

  it("answers 409 with the catalogue text for an existing email", async () => {
    const res = await signup({
      email: "new.owner@example.com",
      password: "another-olive-1",
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
      { password: "Use at least 10 characters." },
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

  it("refuses an easily guessed password on the password field, saying why, creating nothing", async () => {
    const guessable =
      "This password is easy to guess. Make it longer with a few uncommon words, and avoid repeats (aaa), sequences (abc, 123), names and dates.";
    const shopWords =
      "This password is built on this shop's own name, town, motto or year, which anyone guessing tries first, whatever the spelling, letters or script. Make it of a few uncommon words of your own.";
    for (const [weak, why] of [
      ["1111111111", guessable],
      ["aaaaaaaaaa", guessable],
      ["abcdefghij", guessable],
      ["0123456789", guessable],
      ["password123", guessable],
      ["halabi-soap", shopWords],
      ["H4l4b1-S04p-1832!", shopWords],
    ]) {
      const res = await signup({ email: "weak@example.com", password: weak });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ password: why });
    }
    await expect(
      identity().signIn("weak@example.com", "1111111111"),
    ).rejects.toThrow("EMAIL_NOT_FOUND");
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
});
