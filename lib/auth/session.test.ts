import { encode } from "next-auth/jwt";
import { resetEnvForTests } from "@/lib/env";
import { useTempDataDir } from "@/test/temp-data-dir";
import { sessionCookieName } from "./cookies";
import { authSecret } from "./secret";
import { authorizeWrite, mayWrite } from "./session";
import type { SessionClaims } from "./token";

async function cookieFor(
  claims: Partial<SessionClaims>,
  secret = authSecret(),
) {
  const value = await encode({
    token: {
      sub: "u1",
      email: "amal@example.com",
      idToken: "provider-token",
      expiresAt: Date.now() + 60_000,
      ...claims,
    },
    secret,
    maxAge: 3600,
  });
  return `theme=x; ${sessionCookieName()}=${value}`;
}

const request = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/products", {
    method: "PUT",
    headers: { "sec-fetch-site": "same-origin", ...headers },
  });

describe("authorizeWrite", () => {
  useTempDataDir();
  afterEach(() => {
    delete process.env.ADMIN_EMAILS;
    resetEnvForTests();
  });

  it("hands over the user and the provider token for a live session", async () => {
    const expiresAt = Date.now() + 60_000;
    const result = await authorizeWrite(
      request({ cookie: await cookieFor({ expiresAt }) }),
    );
    expect(result).toEqual({
      ok: true,
      user: { id: "u1", email: "amal@example.com", expiresAt },
      idToken: "provider-token",
    });
  });

  it.each([
    ["no cookie", async () => ""],
    [
      "an expired provider token",
      () => cookieFor({ expiresAt: Date.now() - 1 }),
    ],
    [
      "a cookie sealed with another secret",
      () => cookieFor({}, "x".repeat(40)),
    ],
    [
      "a token without the provider token",
      () => cookieFor({ idToken: undefined }),
    ],
    ["a garbled cookie", async () => `${sessionCookieName()}=not-a-jwe`],
  ])("answers 401 JSON for %s", async (_, make) => {
    const result = await authorizeWrite(request({ cookie: await make() }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.response.status).toBe(401);
    expect((await result.response.json()).error).toMatch(/Sign in first/);
  });

  it("answers 403 JSON to a cross-site request, even with a session", async () => {
    const result = await authorizeWrite(
      request({ cookie: await cookieFor({}), "sec-fetch-site": "cross-site" }),
    );
    expect(!result.ok && result.response.status).toBe(403);
  });

  it("enforces the ADMIN_EMAILS allow-list", async () => {
    process.env.ADMIN_EMAILS = "owner@example.com, Amal@Example.com";
    resetEnvForTests();
    expect(mayWrite("AMAL@example.com")).toBe(true);
    expect(
      (await authorizeWrite(request({ cookie: await cookieFor({}) }))).ok,
    ).toBe(true);
    const other = await authorizeWrite(
      request({ cookie: await cookieFor({ email: "guest@example.com" }) }),
    );
    expect(!other.ok && other.response.status).toBe(403);
    if (!other.ok)
      expect(await other.response.json()).toEqual({
        error: "This account may not change the catalogue",
      });
  });
});
