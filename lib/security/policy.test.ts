import { createHash } from "node:crypto";
import {
  contentSecurityPolicy,
  headerRules,
  IMAGE_POLICY,
  inlineScriptHashes,
  noncePolicy,
  policyForHtml,
} from "./policy.cjs";

const hash = (body: string) =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site only, with the required directives", () => {
    const policy = contentSecurityPolicy();
    const directives = new Map(
      policy.split("; ").map((d) => [d.split(" ")[0], d]),
    );
    expect(directives.get("script-src")).toBe("script-src 'self'");
    expect(directives.get("default-src")).toBe("default-src 'self'");
    expect(directives.get("object-src")).toBe("object-src 'none'");
    expect(directives.get("base-uri")).toBe("base-uri 'none'");
    expect(directives.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directives.get("form-action")).toBe("form-action 'self'");
    expect(directives.get("script-src")).not.toContain("unsafe");
  });

  it("adds the given hashes or nonce to script-src only", () => {
    const policy = contentSecurityPolicy(["'nonce-abc'", "'sha256-x'"]);
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'sha256-x';");
    expect(policy.match(/nonce-abc/g)).toHaveLength(1);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every inline script, in order, once each", () => {
    const a = "(self.__next_f=self.__next_f||[]).push([0])";
    const b = 'self.__next_f.push([1,"a\\"b</div>\\n"])';
    const html = `<html><head><script>${a}</script></head><body><script id="_R_">${b}</script><script>${a}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([hash(a), hash(b)]);
  });

  it("skips scripts loaded from a URL and data blocks such as JSON-LD", () => {
    const flight = 'self.__next_f.push([1,"x"])';
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      `<script type="module">${flight}</script>` +
      `<script type="text/javascript">${flight}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash(flight)]);
  });

  it("hashes Turbopack's chunk list, a JSON object", () => {
    const chunks =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});';
    expect(inlineScriptHashes(`<script id="_R_">${chunks}</script>`)).toEqual([
      hash(chunks),
    ]);
  });

  it("leaves any other inline script unhashed, so it does not run", () => {
    for (const foreign of [
      "alert(document.cookie)",
      "",
      "\n  let é = 'ü';\n",
      // Next's shapes around something that is not one piece of JSON.
      'self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1])',
      "self.__next_f.push(alert(1))",
      'self.__next_f.push({"a":1})',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ])
      expect(inlineScriptHashes(`<script>${foreign}</script>`)).toEqual([]);
    expect(
      policyForHtml("<p>x</p><script>alert(document.cookie)</script>"),
    ).toBe(contentSecurityPolicy());
  });

  it("finds nothing on a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>plain</p>")).toEqual([]);
    expect(policyForHtml("<p>plain</p>")).toBe(contentSecurityPolicy());
  });
});

describe("headerRules", () => {
  it("gives uploaded photos the image policy and no answer 'unsafe-inline' scripts", () => {
    const rules = headerRules(true);
    const policyOf = (source: string) =>
      rules
        .find((rule) => rule.source === source)
        ?.headers.find((h) => h.key === "Content-Security-Policy")?.value;
    expect(policyOf("/media/:path*")).toBe(IMAGE_POLICY);
    expect(IMAGE_POLICY).toMatch(
      /^default-src 'none';.*frame-ancestors 'none'/,
    );
    expect(policyOf("/api/:path*")).toBe(contentSecurityPolicy());
    // Pages get theirs as they are answered (scripts/server.mjs, proxy.ts).
    expect(policyOf("/:path*")).toBeUndefined();
    expect(JSON.stringify(rules)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("noncePolicy", () => {
  it("allows the site's files and the nonce's scripts only", () => {
    expect(noncePolicy("abc")).toBe(contentSecurityPolicy(["'nonce-abc'"]));
  });
});

describe("where a page's forms may go", () => {
  const formAction = (policy: string) =>
    policy.split("; ").find((d) => d.startsWith("form-action"));

  it("is the site only, but for the customer's order page, which may also go on to Stripe Checkout", () => {
    const order = "/orders/Abc_-123";
    expect(formAction(policyForHtml("<p>x</p>", order))).toBe(
      "form-action 'self' https://checkout.stripe.com",
    );
    expect(formAction(noncePolicy("n", `${order}?notice=accepted`))).toBe(
      "form-action 'self' https://checkout.stripe.com",
    );
    for (const path of [
      undefined,
      "/orders",
      "/orders/",
      "/home",
      "/orders/a/b",
      "/x/orders/a",
    ])
      expect(formAction(policyForHtml("<p>x</p>", path))).toBe(
        "form-action 'self'",
      );
  });
});
