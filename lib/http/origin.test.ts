import { resetEnvForTests } from "@/lib/env";
import { clientAddressOf, trustedProxyHops } from "./client-address.cjs";
import { clientAddress, isSameOrigin } from "./origin";

const req = (headers: Record<string, string>) =>
  new Request("http://shop.example.com/api/x", { method: "POST", headers });

function withEnv(vars: Record<string, string>, run: () => void) {
  const saved = Object.fromEntries(
    Object.keys(vars).map((k) => [k, process.env[k]]),
  );
  Object.assign(process.env, vars);
  resetEnvForTests();
  try {
    run();
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    resetEnvForTests();
  }
}

describe("same-origin check", () => {
  const site = { SITE_URL: "https://shop.example.com" };

  it("refuses what Sec-Fetch-Site calls cross-site or same-site", () =>
    withEnv(site, () => {
      expect(isSameOrigin(req({ "sec-fetch-site": "same-origin" }))).toBe(true);
      expect(isSameOrigin(req({ "sec-fetch-site": "cross-site" }))).toBe(false);
      expect(isSameOrigin(req({ "sec-fetch-site": "same-site" }))).toBe(false);
    }));

  it("compares the Origin's scheme and host with SITE_URL, whatever Host says", () =>
    withEnv(site, () => {
      expect(isSameOrigin(req({ origin: "https://shop.example.com" }))).toBe(
        true,
      );
      for (const origin of [
        "http://shop.example.com",
        "https://evil.example.net",
        "null",
        "::bad::",
      ])
        expect(
          isSameOrigin(
            req({
              origin,
              host: "evil.example.net",
              "sec-fetch-site": "same-origin",
            }),
          ),
        ).toBe(false);
    }));

  it("takes forwarded scheme and host only behind a trusted proxy", () => {
    const proxied = req({
      origin: "https://www.shop.example.com",
      "x-forwarded-host": "www.shop.example.com",
      "x-forwarded-proto": "https",
    });
    withEnv({ ...site, TRUSTED_PROXY_HOPS: "0" }, () =>
      expect(isSameOrigin(proxied)).toBe(false),
    );
    withEnv({ ...site, TRUSTED_PROXY_HOPS: "1" }, () =>
      expect(isSameOrigin(proxied)).toBe(true),
    );
  });

  it("allows requests that no browser sent (no Origin, no Sec-Fetch-Site)", () =>
    withEnv(site, () => expect(isSameOrigin(req({}))).toBe(true)));
});

describe("client address", () => {
  it("is the socket's peer unless proxies are trusted", () => {
    expect(clientAddressOf("::ffff:192.0.2.7", "203.0.113.9", 0)).toBe(
      "192.0.2.7",
    );
    expect(clientAddressOf("192.0.2.7", undefined, 1)).toBe("192.0.2.7");
  });

  it("takes the entry the N-th trusted proxy from the right appended", () => {
    const chain = "6.6.6.6, 203.0.113.9, 10.0.0.2";
    expect(clientAddressOf("127.0.0.1", chain, 1)).toBe("10.0.0.2");
    expect(clientAddressOf("127.0.0.1", chain, 2)).toBe("203.0.113.9");
    // Fewer entries than trusted hops: the leftmost one there is.
    expect(clientAddressOf("127.0.0.1", "203.0.113.9", 3)).toBe("203.0.113.9");
    // A forged entry on the left changes nothing.
    expect(clientAddressOf("127.0.0.1", `1.1.1.1, ${chain}`, 2)).toBe(
      "203.0.113.9",
    );
  });

  it("reads TRUSTED_PROXY_HOPS strictly", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    for (const bad of ["-1", "1.5", "eleven", "11"])
      expect(() => trustedProxyHops(bad)).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("is what the server wrote into X-Forwarded-For (the first entry, capped)", () => {
    expect(
      clientAddress(req({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" })),
    ).toBe("203.0.113.9");
    expect(
      clientAddress(req({ "x-forwarded-for": "x".repeat(500) })),
    ).toHaveLength(64);
    expect(clientAddress(req({}))).toBe("unknown");
  });

  it("on Vercel, is the platform's own header", () =>
    withEnv(
      {
        VERCEL: "1",
        SITE_URL: "https://halabi-soap.example.com",
        IDENTITY_BACKEND: "firebase",
        DATA_BACKEND: "firebase",
        FIREBASE_API_KEY: "key",
        FIREBASE_DATABASE_URL: "https://halabi-test.firebaseio.com",
        MAIL_TRANSPORT: "smtp",
        SMTP_URL: "smtp://mail.example.com",
        MAIL_FROM: "site@example.com",
        MAIL_TO: "family@example.com",
        IMAGE_STORE: "s3",
        S3_BUCKET: "halabi-photos",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      },
      () =>
        expect(
          clientAddress(
            req({ "x-real-ip": "198.51.100.4", "x-forwarded-for": "1.1.1.1" }),
          ),
        ).toBe("198.51.100.4"),
    ));
});
