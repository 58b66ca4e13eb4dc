import { withPagePolicy } from "./csp-cache-handler.cjs";
import { policyForHtml } from "./csp.cjs";

type Value = {
  kind: string;
  html: unknown;
  headers?: Record<string, string>;
};

const page = (script: string): Value => ({
  kind: "APP_PAGE",
  html: `<html><body><script>${script}</script></body></html>`,
  headers: { "x-nextjs-stale-time": "300" },
});

describe("withPagePolicy", () => {
  it("adds the policy of the page's own inline scripts and keeps its other headers", () => {
    const value = withPagePolicy(page("a()"));
    expect(value.headers).toEqual({
      "x-nextjs-stale-time": "300",
      "content-security-policy": policyForHtml(value.html as string),
    });
  });

  it("recomputes the policy when the page is rebuilt with other scripts", () => {
    const value = withPagePolicy(page("a()"));
    const before = value.headers!["content-security-policy"];
    value.html = page("b()").html;
    withPagePolicy(value);
    expect(value.headers!["content-security-policy"]).not.toBe(before);
    expect(value.headers!["content-security-policy"]).toBe(
      policyForHtml(value.html as string),
    );
  });

  it("reads HTML kept as a Buffer", () => {
    const html = "<script>c()</script>";
    const value = withPagePolicy<Value>({
      kind: "APP_PAGE",
      html: Buffer.from(html),
    });
    expect(value.headers!["content-security-policy"]).toBe(policyForHtml(html));
  });

  it("leaves route answers and unknown HTML untouched", () => {
    const route = { kind: "APP_ROUTE", html: "<script>x()</script>" };
    expect(withPagePolicy(route)).toEqual({
      kind: "APP_ROUTE",
      html: "<script>x()</script>",
    });
    const stream = { kind: "APP_PAGE", html: { pipe() {} } };
    expect(withPagePolicy(stream)).not.toHaveProperty("headers");
    expect(withPagePolicy(null)).toBeNull();
  });
});
