import { resetLinks } from "@/lib/account/auth/reset-links";
import { accountStore } from "@/lib/account/roles";
import { documents } from "@/lib/documents";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST } from "./route";

const base = "http://localhost:3000/api/accounts";

const create = (
  id: string,
  cookie: string,
  headers: Record<string, string> = {},
) =>
  POST(
    new Request(`${base}/${id}/reset-link`, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", cookie, ...headers },
    }),
    { params: Promise.resolve({ id }) },
  );

describe("POST /api/accounts/{id}/reset-link", () => {
  useTempDataDir({ ADMIN_EMAILS: "configured@example.com" });
  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie({ sub: "e1", email: "editor@example.com" });
    await sessionCookie(
      { sub: "m1", email: "member@example.com" },
      { role: "member" },
    );
  });

  it("answers a one-time link for another account, valid 30 minutes, never cached", async () => {
    const before = Date.now();
    const res = await create("m1", editor);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { url, expiresAt } = (await res.json()) as Record<string, string>;
    expect(url).toMatch(/^http:\/\/localhost:3000\/reset-password#[\w-]{43}$/);
    const expires = Date.parse(expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const token = url.split("#")[1]!;
    expect(await resetLinks().take(token)).toMatchObject({
      accountId: "m1",
      email: "member@example.com",
    });
    // Single use: the store gives it up once.
    expect(await resetLinks().take(token)).toBeNull();
  });

  it("refuses the editor's own account (403), an unknown one (404)", async () => {
    const own = await create("e1", editor);
    expect(own.status).toBe(403);
    expect((await own.json()).error).toMatch(/own account/);
    expect((await create("nobody", editor)).status).toBe(404);
  });

  it("refuses a link for another editor or a configured one (403 with the reason), and makes none", async () => {
    // A promoted editor, and a configured editor recorded before its address was configured.
    await sessionCookie({ sub: "e3", email: "promoted@example.com" });
    await accountStore().record("c1", "configured@example.com");
    const links = async () =>
      Object.keys(await documents().list("passwordResets")).length;
    const before = await links();
    for (const id of ["e3", "c1"]) {
      const res = await create(id, editor);
      expect(res.status).toBe(403);
      expect((await res.json()).error).toMatch(/^This account is an editor/);
    }
    expect(await links()).toBe(before);
  });

  it("refuses visitors (401), members (403) and cross-site requests (403)", async () => {
    expect((await create("m1", "")).status).toBe(401);
    const member = await sessionCookie(
      { sub: "m2", email: "member2@example.com" },
      { role: "member" },
    );
    expect((await create("m1", member)).status).toBe(403);
    const crossSite = await create("m1", editor, {
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error).toMatch(/Cross-site/);
  });

  it("limits an editor to 20 links per 10 minutes (429)", async () => {
    const busy = await sessionCookie({ sub: "e2", email: "busy@example.com" });
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await create("m1", busy)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
