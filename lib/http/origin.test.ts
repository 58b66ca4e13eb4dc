import { clientAddress, isSameOrigin } from "./origin";

const req = (headers: Record<string, string>) =>
  new Request("http://shop.example.com/api/x", { method: "POST", headers });

describe("same-origin check", () => {
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isSameOrigin(req({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(req({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOrigin(req({ "sec-fetch-site": "same-site" }))).toBe(false);
  });

  it("falls back to comparing Origin with Host", () => {
    expect(
      isSameOrigin(
        req({ origin: "https://shop.example.com", host: "shop.example.com" }),
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        req({ origin: "https://evil.example.net", host: "shop.example.com" }),
      ),
    ).toBe(false);
    expect(
      isSameOrigin(req({ origin: "null", host: "shop.example.com" })),
    ).toBe(false);
    expect(
      isSameOrigin(req({ origin: "::bad::", host: "shop.example.com" })),
    ).toBe(false);
  });

  it("allows requests that no browser sent (no Origin, no Sec-Fetch-Site)", () => {
    expect(isSameOrigin(req({}))).toBe(true);
  });
});

describe("client address", () => {
  it("takes the first X-Forwarded-For entry", () => {
    expect(
      clientAddress(req({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" })),
    ).toBe("203.0.113.9");
    expect(clientAddress(req({ "x-real-ip": "198.51.100.4" }))).toBe(
      "198.51.100.4",
    );
    expect(clientAddress(req({}))).toBe("unknown");
  });
});
