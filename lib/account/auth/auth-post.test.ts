import { useTempDataDir } from "@/test/temp-data-dir";
import { HttpError } from "@/lib/http/responses";
import { prepareAuthPost } from "./auth-post";

const URL = "http://localhost:3000/api/auth/callback/credentials";

// next-auth checks the token itself; the guard only passes the cookie on.
function csrfCookie(token = "a".repeat(64)) {
  return { token, cookie: `halabi.csrf=${token}%7Cnext-auth-hash` };
}

function post(
  body: BodyInit,
  headers: Record<string, string> = {},
  contentType = "application/x-www-form-urlencoded",
) {
  return new Request(URL, {
    method: "POST",
    headers: {
      "content-type": contentType,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body,
  });
}

const form = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();

async function refusal(req: Request, action = "callback/credentials") {
  const error = await prepareAuthPost(req, action).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  const response = (error as HttpError).response();
  return { status: response.status, body: await response.json() };
}

describe("next-auth POST guard", () => {
  useTempDataDir();

  it("passes a valid sign-in on to next-auth as a clean form with json=true", async () => {
    const { token, cookie } = csrfCookie();
    const result = await prepareAuthPost(
      post(
        form({
          email: " a@example.com ",
          password: "secret-1",
          csrfToken: token,
          redirect: "false",
        }),
        { cookie },
      ),
      "callback/credentials",
    );
    expect(
      Object.fromEntries(new URLSearchParams(await result.request.text())),
    ).toEqual({
      email: "a@example.com",
      password: "secret-1",
      csrfToken: token,
      json: "true",
    });
  });

  it("accepts JSON bodies too", async () => {
    const { token, cookie } = csrfCookie();
    const result = await prepareAuthPost(
      post(
        JSON.stringify({ csrfToken: token }),
        { cookie },
        "application/json",
      ),
      "signout",
    );
    expect(
      Object.fromEntries(new URLSearchParams(await result.request.text())),
    ).toEqual({ csrfToken: token, json: "true" });
  });

  it("hands next-auth the request's cookies and client address with the clean form", async () => {
    const { token, cookie } = csrfCookie();
    const result = await prepareAuthPost(
      post(
        form({
          email: "a@example.com",
          password: "secret-1",
          csrfToken: token,
        }),
        {
          cookie,
          "x-forwarded-for": "203.0.113.5",
        },
      ),
      "callback/credentials",
    );
    expect(result.request.headers.get("cookie")).toBe(cookie);
    expect(result.request.headers.get("x-forwarded-for")).toBe("203.0.113.5");
    expect(result.request.headers.get("content-type")).toBe(
      "application/x-www-form-urlencoded",
    );
  });

  it("names missing and wrongly typed fields with 400", async () => {
    const r = await refusal(
      post(JSON.stringify({ email: 7 }), {}, "application/json"),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
      csrfToken: "is required",
    });
  });

  it("answers malformed JSON with 400, other body types with 415, big bodies with 413", async () => {
    expect((await refusal(post("{oops", {}, "application/json"))).status).toBe(
      400,
    );
    expect((await refusal(post("x", {}, "text/plain"))).status).toBe(415);
    expect(
      (await refusal(post(form({ password: "x".repeat(20_000) })))).status,
    ).toBe(413);
  });

  it("answers 404 to next-auth actions we do not use", async () => {
    const r = await refusal(post(form({})), "signin/email");
    expect(r.status).toBe(404);
  });

  it("answers 404, not a crash, to actions named like Object properties", async () => {
    for (const action of ["__proto__", "constructor", "toString"]) {
      const r = await refusal(post(form({})), action);
      expect(r.status).toBe(404);
    }
  });
});
