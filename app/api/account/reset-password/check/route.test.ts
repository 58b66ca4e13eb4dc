import { identity } from "@/lib/account/identity";
import { resetLinks, RESET_LINK_MS } from "@/lib/account/auth/reset-links";
import { accountStore } from "@/lib/account/roles";
import { jsonPost } from "@/test/api/account";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as reset } from "../route";
import { POST } from "./route";

const check = jsonPost(
  POST,
  "http://localhost:3000/api/account/reset-password/check",
);
const use = jsonPost(reset, "http://localhost:3000/api/account/reset-password");

const LINK_INVALID =
  "This link has expired or was already used. Ask for a new one.";

/** A link for a new account; `at` backdates it. */
async function linkFor(email: string, at = Date.now()) {
  const { id } = await identity().signUp(email, "quince-harbour-57");
  await accountStore().record(id, email);
  const { url, expiresAt } = await resetLinks().create(id, email, at);
  return { token: url.split("#")[1]!, expiresAt };
}

describe("POST /api/account/reset-password/check", () => {
  useTempDataDir();

  it("says a fresh link works, without using it up", async () => {
    const { token, expiresAt } = await linkFor("fresh@example.com");
    for (let i = 0; i < 2; i++) {
      const res = await check({ token });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ expiresAt });
    }
    expect(
      (await use({ token, newPassword: "juniper-lantern-93" })).status,
    ).toBe(200);
  });

  it("answers 400 naming token for a used, expired, unknown or malformed link", async () => {
    const used = await linkFor("used@example.com");
    await use({ token: used.token, newPassword: "juniper-lantern-93" });
    const expired = await linkFor(
      "expired@example.com",
      Date.now() - RESET_LINK_MS - 1,
    );
    for (const token of [used.token, expired.token, "z".repeat(43), "abc"]) {
      const res = await check({ token });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toEqual({ token: LINK_INVALID });
    }
  });

  it("counts with resets: 429 after 20 from one address in 10 minutes", async () => {
    const from = { "x-forwarded-for": "203.0.113.77" };
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await check({ token: "q".repeat(43) }, from)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("refuses cross-site requests (403)", async () => {
    const res = await check(
      { token: "q".repeat(43) },
      { "sec-fetch-site": "cross-site" },
    );
    expect(res.status).toBe(403);
  });
});
