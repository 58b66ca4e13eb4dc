import { expect, test } from "./support/test";
import { directPort, port } from "./support/servers";

/** A valid contact message, posted as our own page would (same origin). */
const send = (
  request: import("@playwright/test").APIRequestContext,
  base: string,
  forwardedFor: string,
) =>
  request.post(`${base}/api/contact`, {
    data: {
      name: "Amal Haddad",
      email: "amal.address@example.com",
      message: "A question about laurel soap for the address tests.",
    },
    headers: {
      "x-forwarded-for": forwardedFor,
      "sec-fetch-site": "same-origin",
    },
  });

const octet = () => Math.floor(Math.random() * 250) + 1;

test("served directly, a forged X-Forwarded-For does not reset the contact limit", async ({
  request,
}) => {
  // Every request of this test reaches the server from 127.0.0.1: one address,
  // however the header is forged. No other test uses up its contact limit.
  const direct = `http://127.0.0.1:${directPort}`;
  // Five messages are allowed per address (fewer if a retry of this test used
  // some); a fresh forged address on each must not earn a sixth.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push(
      (await send(request, direct, `198.51.${octet()}.${octet()}`)).status(),
    );
  expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(5);
  expect(statuses.at(-1)).toBe(429);
  const again = await send(request, direct, "203.0.113.250");
  expect(again.status()).toBe(429);
  expect(Number(again.headers()["retry-after"])).toBeGreaterThan(0);
});

test("behind one trusted proxy (TRUSTED_PROXY_HOPS=1), the address that proxy appended counts", async ({
  request,
}) => {
  const site = `http://127.0.0.1:${port}`;
  const client = `10.77.${octet()}.${octet()}`;
  // The client may write anything to the left; the proxy's entry is the last one.
  for (let i = 0; i < 5; i++)
    expect((await send(request, site, `6.6.${i}.6, ${client}`)).status()).toBe(
      202,
    );
  expect((await send(request, site, `7.7.7.7, ${client}`)).status()).toBe(429);
  // Another client behind the same proxy has a limit of its own.
  expect(
    (await send(request, site, `10.78.${octet()}.${octet()}`)).status(),
  ).toBe(202);
});

test("a forwarded host counts for the same-origin check only behind a trusted proxy", async ({
  request,
}) => {
  const headers = {
    origin: "https://shop.example.net",
    "x-forwarded-host": "shop.example.net",
    "x-forwarded-proto": "https",
  };
  const post = (base: string) =>
    request.post(`${base}/api/contact`, {
      data: {
        name: "Amal Haddad",
        email: "amal.address@example.com",
        message: "A question about laurel soap for the origin tests.",
      },
      headers: { ...headers, "x-forwarded-for": `10.79.${octet()}.${octet()}` },
    });
  // Served directly, the server drops the client's forwarded headers.
  expect((await post(`http://127.0.0.1:${directPort}`)).status()).toBe(403);
  // Behind the trusted proxy (the test), what it says it served is our own origin.
  expect((await post(`http://127.0.0.1:${port}`)).status()).toBe(202);
});
