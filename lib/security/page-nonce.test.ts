import { NextRequest } from "next/server";
import { withPageNonce } from "./page-nonce";

const policyOf = (headers: Headers) => headers.get("content-security-policy")!;

describe("the nonce of a page rendered on Vercel", () => {
  it("gives the page and the browser one policy with a fresh nonce and no 'unsafe-inline'", () => {
    const request = new NextRequest("https://halabi.example/products");
    const first = withPageNonce(request);
    const policy = policyOf(first.headers);
    // Only the site's files and the nonce: no 'unsafe-inline', no hash.
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
    expect(scriptSrc).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{24,}=*'$/),
    ]);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(directive);
    // Next.js renders the page with the request's policy: the same nonce.
    expect(
      first.headers.get("x-middleware-request-content-security-policy"),
    ).toBe(policy);
    expect(policyOf(withPageNonce(request).headers)).not.toBe(policy);
  });
});
