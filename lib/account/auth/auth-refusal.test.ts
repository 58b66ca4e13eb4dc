import { explainRefusal } from "./auth-post";
import { sessionCookieName } from "./cookies";

describe("a refused next-auth sign-in, put into words", () => {
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
        Response.json({ url }, { status: 401 }),
      );
      expect(answer.status).toBe(status);
      expect(await answer.json()).toEqual({ error: text, code, url });
    }
    const ok = Response.json(
      { url: "http://localhost:3000/addProducts" },
      { headers: { "set-cookie": `${sessionCookieName()}=sealed; Path=/` } },
    );
    expect(await explainRefusal(ok)).toBe(ok);
  });

  it("answers 403 when next-auth started no session and named no error (a refused CSRF token)", async () => {
    const answer = await explainRefusal(
      Response.json({ url: "http://localhost:3000/api/auth/signin?csrf=true" }),
    );
    expect(answer.status).toBe(403);
    expect((await answer.json()).error).toMatch(/reload the page/);
  });
});
