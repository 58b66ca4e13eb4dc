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
