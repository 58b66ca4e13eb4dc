import { NextRequest } from "next/server";
import { callbackUrlCookieName } from "./cookies";
import { onThisSite, refuseBadCallbackUrl } from "./callback-guard";

const get = (query: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000/api/auth/session${query}`, {
    headers: cookie ? { cookie } : {},
  });

describe("callbackUrl guard in front of next-auth", () => {
  it("takes paths and absolute URLs of this site only", () => {
    for (const ok of ["/addProducts", "/", "http://localhost:3000/x"])
      expect(onThisSite(ok)).toBe(true);
    for (const bad of [
      "__proto__",
      "addProducts",
      "javascript:alert(1)",
      "ftp://x",
      "%",
      "//evil.example",
      "/\\evil.example",
      "https://a.example",
      "http://localhost:3001/x",
    ])
      expect(onThisSite(bad)).toBe(false);
  });

  it("takes the origin the request was sent to as this site too", () => {
    expect(onThisSite("http://127.0.0.1:4000/x", "http://127.0.0.1:4000")).toBe(
      true,
    );
    expect(
      refuseBadCallbackUrl(
        new NextRequest(
          "http://127.0.0.1:4000/api/auth/session?callbackUrl=http%3A%2F%2F127.0.0.1%3A4000%2Flogin",
          { headers: { host: "127.0.0.1:4000" } },
        ),
      ),
    ).toBeNull();
  });

  it("lets ordinary requests through", () => {
    expect(refuseBadCallbackUrl(get(""))).toBeNull();
    expect(refuseBadCallbackUrl(get("?callbackUrl=%2FaddProducts"))).toBeNull();
    expect(refuseBadCallbackUrl(get("?callbackUrl="))).toBeNull();
    expect(
      refuseBadCallbackUrl(get("", `${callbackUrlCookieName()}=%2Fhome`)),
    ).toBeNull();
  });

  it("answers 400 with a JSON error for a junk or foreign callbackUrl parameter", async () => {
    for (const query of [
      "?callbackUrl=__proto__",
      "?callbackUrl=%2Fok&callbackUrl=e%CC%81",
      "?callbackUrl=https%3A%2F%2Fevil.example%2F",
    ]) {
      const response = refuseBadCallbackUrl(get(query));
      expect(response?.status).toBe(400);
      expect(await response?.json()).toEqual({
        error: expect.stringContaining("callbackUrl"),
      });
    }
  });

  it("checks a sign-in body's callbackUrl like the query's", async () => {
    for (const ok of ["/editors", "http://localhost:3000/home", "", undefined])
      expect(refuseBadCallbackUrl(get(""), ok)).toBeNull();
    const response = refuseBadCallbackUrl(get(""), "http://[");
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      error: expect.stringContaining("callbackUrl"),
    });
  });

  it("answers 400 and clears a junk callback-url cookie", async () => {
    const response = refuseBadCallbackUrl(
      get("", `a=1; ${callbackUrlCookieName()}=not%20a%20url`),
    );
    expect(response?.status).toBe(400);
    expect(response?.headers.get("set-cookie")).toMatch(
      new RegExp(`^${callbackUrlCookieName()}=; Path=/; Max-Age=0`),
    );
    expect((await response?.json()).error).toEqual(expect.any(String));
  });
});
