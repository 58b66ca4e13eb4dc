import { useTempDataDir } from "@/test/temp-data-dir";
import { GET, POST } from "./route";

const params = (...nextauth: string[]) => ({
  params: Promise.resolve({ nextauth }),
});

describe("/api/auth/[...nextauth] before next-auth", () => {
  useTempDataDir();

  it("refuses a cross-site sign-in with 403 before reading it", async () => {
    const req = new Request(
      "http://localhost:3000/api/auth/callback/credentials",
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "cross-site",
        },
        body: new URLSearchParams({
          csrfToken: "t",
          email: "a@example.com",
          password: "p",
        }),
      },
    );
    const res = await POST(req, params("callback", "credentials"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "Cross-site requests are not allowed",
    });
  });

  it("answers 400 to a sign-in or sign-out whose body's callbackUrl is not a page of this site, form or JSON", async () => {
    const values = [
      "http://[",
      "\t//evil.example",
      "http://127.0.0.1:3950.evil.example/",
      "//evil.example",
      " /addProducts",
      "/\\evil.example",
      "https://evil.example/addProducts",
      "javascript:alert(1)",
      "http://localhost:3000:80/",
    ];
    for (const callbackUrl of values)
      for (const [action, json] of [
        ["callback/credentials", false],
        ["callback/credentials", true],
        ["signout", false],
      ] as const) {
        const fields = {
          csrfToken: "t",
          callbackUrl,
          ...(action === "signout"
            ? {}
            : { email: "a@example.com", password: "p" }),
        };
        const res = await POST(
          new Request(`http://localhost:3000/api/auth/${action}`, {
            method: "POST",
            headers: {
              "content-type": json
                ? "application/json"
                : "application/x-www-form-urlencoded",
              "sec-fetch-site": "same-origin",
            },
            body: json ? JSON.stringify(fields) : new URLSearchParams(fields),
          }),
          params(...action.split("/")),
        );
        expect([callbackUrl, action, res.status]).toEqual([
          callbackUrl,
          action,
          400,
        ]);
        expect((await res.json()).error).toMatch(
          /^callbackUrl must be a page of this site/,
        );
      }
  });

  it("answers 404 to actions we do not use", async () => {
    const get = await GET(
      new Request("http://localhost:3000/api/auth/verify-request"),
      params("verify-request"),
    );
    expect(get.status).toBe(404);
    expect((await get.json()).error).toBe(
      'Unknown sign-in action "verify-request"',
    );
    const post = await POST(
      new Request("http://localhost:3000/api/auth/signin/email", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
        },
        body: "{}",
      }),
      params("signin", "email"),
    );
    expect(post.status).toBe(404);
  });
});
