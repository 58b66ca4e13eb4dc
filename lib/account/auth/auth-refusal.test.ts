import { explainRefusal } from "./auth-post";
import { deviceCookieName, sessionCookieName } from "./cookies";
import { knownDevice } from "./device";
import { accountStore } from "@/lib/account/roles";
import { useTempDataDir } from "@/test/temp-data-dir";

const request = (cookie?: string) =>
  new Request("http://localhost:3000/api/auth/callback/credentials", {
    headers: cookie ? { cookie } : {},
  });

describe("a refused next-auth sign-in, put into words", () => {
  // Device cookies name accounts the account store knows.
  useTempDataDir();
  beforeAll(async () => {
    await accountStore().record("a1", "amal@example.com");
    await accountStore().record("s1", "sami@example.com");
  });

  it("adds the catalogue text, the code and a fitting status to a failed sign-in", async () => {
    const cases: [string, number, string][] = [
      [
        "EMAIL_NOT_FOUND",
        401,
        "This Email is not found. The user may have been deleted.",
      ],
      [
        "INVALID_LOGIN_CREDENTIALS",
        401,
        "The password is invalid or the user does not have a password.",
      ],
      [
        "TOO_MANY_ATTEMPTS_TRY_LATER",
        429,
        "We have blocked all requests from this device due to unusual activity. Try again later.",
      ],
      [
        "USER_DISABLED",
        403,
        "The user account has been disabled by an administrator.",
      ],
      ["SOMETHING_ELSE", 401, "An unknown error occurred!"],
    ];
    for (const [code, status, text] of cases) {
      const url = `http://localhost:3000/api/auth/error?error=${code}`;
      const answer = await explainRefusal(
        request(),
        Response.json({ url }, { status: 401 }),
        "amal@example.com",
      );
      expect(answer.status).toBe(status);
      expect(await answer.json()).toEqual({ error: text, code, url });
    }
    const ok = Response.json(
      { url: "http://localhost:3000/addProducts" },
      { headers: { "set-cookie": `${sessionCookieName()}=sealed; Path=/` } },
    );
    expect(await explainRefusal(request(), ok)).toBe(ok);
  });

  it("says when to try again after too many attempts, in words, as a number and as Retry-After", async () => {
    const url = `http://localhost:3000/api/auth/error?error=${encodeURIComponent("TOO_MANY_ATTEMPTS_TRY_LATER : 230")}`;
    const answer = await explainRefusal(
      request(),
      Response.json({ url }, { status: 401 }),
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("230");
    expect(await answer.json()).toEqual({
      error: "Too many attempts. Try again in 4 minutes.",
      code: "TOO_MANY_ATTEMPTS_TRY_LATER",
      retryAfterSeconds: 230,
      url,
    });
  });

  it("gives a browser that signed in a device cookie naming the account, and nothing when it failed", async () => {
    const signedIn = () =>
      Response.json(
        { url: "http://localhost:3000/addProducts" },
        { headers: { "set-cookie": `${sessionCookieName()}=sealed; Path=/` } },
      );
    const deviceOf = (answer: Response) =>
      answer.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${deviceCookieName()}=`));
    const first = deviceOf(
      await explainRefusal(request(), signedIn(), "amal@example.com"),
    )!;
    expect(first).toMatch(
      /; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/,
    );
    const cookie = first.split(";")[0]!;
    const id = await knownDevice(cookie, "Amal@Example.com");
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(await knownDevice(cookie, "sami@example.com")).toBeNull();
    // Forged or altered: not known.
    expect(await knownDevice(`${cookie}x`, "amal@example.com")).toBeNull();
    expect(
      await knownDevice(`${deviceCookieName()}=${id}.abc`, "amal@example.com"),
    ).toBeNull();
    // A second account from the same browser keeps its id and the first account.
    const both = deviceOf(
      await explainRefusal(request(cookie), signedIn(), "sami@example.com"),
    )!.split(";")[0]!;
    expect(await knownDevice(both, "sami@example.com")).toBe(id);
    expect(await knownDevice(both, "amal@example.com")).toBe(id);
    const refused = await explainRefusal(
      request(),
      Response.json(
        { url: "http://localhost:3000/api/auth/error?error=INVALID_PASSWORD" },
        { status: 401 },
      ),
      "amal@example.com",
    );
    expect(deviceOf(refused)).toBeUndefined();
  });

  it("answers 403 when next-auth started no session and named no error (a refused CSRF token)", async () => {
    const answer = await explainRefusal(
      request(),
      Response.json({ url: "http://localhost:3000/api/auth/signin?csrf=true" }),
    );
    expect(answer.status).toBe(403);
    expect((await answer.json()).error).toMatch(/reload the page/);
  });
});
