import { revalidatePath } from "next/cache";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { current, product, put } from "@/test/api/products";
import { getHistory, restore } from "@/test/api/history";

// Route handlers run here without Next's request scope: record revalidations and after() instead.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const EDITOR = { sub: "editor-r", email: "rana@halabi-soap.example.com" };

describe("POST /api/products/history/{version}/restore", () => {
  useTempDataDir();

  let editor: string;
  let seed: Record<string, unknown>[];
  beforeAll(async () => {
    editor = await sessionCookie(EDITOR);
    const first = await current();
    seed = first.products;
    // Version 2: the list a mistaken save left.
    await put([product("mistake")], { ifMatch: first.etag, cookie: editor });
  });

  it("refuses visitors (401), members (403) and cross-site requests (403), changing nothing", async () => {
    const before = await current();
    const member = await sessionCookie(
      { sub: "member-r", email: "sami@halabi-soap.example.com" },
      { role: "member" },
    );
    const ifMatch = before.etag;
    expect((await restore("1", { ifMatch })).status).toBe(401);
    expect((await restore("1", { ifMatch, cookie: member })).status).toBe(403);
    const crossSite = { "sec-fetch-site": "cross-site" };
    expect(
      (await restore("1", { ifMatch, cookie: editor, headers: crossSite }))
        .status,
    ).toBe(403);
    expect(await current()).toEqual(before);
  });

  it("needs If-Match (428), a version (400) that is kept (404)", async () => {
    const { etag } = await current();
    const missing = await restore("1", { cookie: editor });
    expect(missing.status).toBe(428);
    expect((await missing.json()).error).toMatch(/If-Match/);
    expect(
      (await restore("v1", { cookie: editor, ifMatch: etag })).status,
    ).toBe(400);
    const unknown = await restore("404", { cookie: editor, ifMatch: etag });
    expect(unknown.status).toBe(404);
    expect((await current()).etag).toBe(etag);
  });

  it("answers 409 with the current version when the catalogue changed since", async () => {
    const before = await current();
    const res = await restore("1", { cookie: editor, ifMatch: '"1"' });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(`"${body.version}"`).toBe(before.etag);
    expect(res.headers.get("etag")).toBe(before.etag);
    expect(await current()).toEqual(before);
  });

  it("restores a version as a new save, revalidates the pages, and can itself be undone", async () => {
    const before = await current();
    expect(before.products.map((p) => p.id)).toEqual(["mistake"]);
    (revalidatePath as jest.Mock).mockClear();
    const res = await restore("1", { cookie: editor, ifMatch: before.etag });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ version: "3", count: seed.length, changed: true });
    expect(res.headers.get("etag")).toBe('"3"');
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");

    const after = await current();
    expect(after.etag).toBe('"3"');
    expect(after.products).toEqual(seed);

    const [newest, saved] = await (await getHistory({ cookie: editor })).json();
    expect(newest).toMatchObject({
      version: 3,
      savedBy: EDITOR.email,
      count: seed.length,
      changes: { added: seed.map((p) => p.name), removed: ["Soap mistake"] },
      restoredFrom: 1,
    });
    // An ordinary save says nothing of a restore.
    expect(saved).not.toHaveProperty("restoredFrom");

    const undo = await restore("2", { cookie: editor, ifMatch: after.etag });
    expect(await undo.json()).toEqual({
      version: "4",
      count: 1,
      changed: true,
    });
    expect((await current()).products.map((p) => p.id)).toEqual(["mistake"]);
    const [undone] = await (await getHistory({ cookie: editor })).json();
    expect(undone).toMatchObject({ version: 4, restoredFrom: 2 });
  });
});
