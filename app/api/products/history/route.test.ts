import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as like } from "../[id]/like/route";
import { current, product, put } from "@/test/api/products";
import { getHistory, getVersion } from "@/test/api/history";

// Route handlers run here without Next's request scope: record revalidations and after() instead.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

const EDITOR = { sub: "editor-h", email: "hala@halabi-soap.example.com" };

describe("/api/products/history and /api/products/history/{version}", () => {
  useTempDataDir();

  let editor: string;
  beforeAll(async () => {
    editor = await sessionCookie(EDITOR);
  });

  it("refuses visitors (401), members (403) and cross-site requests (403)", async () => {
    const member = await sessionCookie(
      { sub: "member-h", email: "sami@halabi-soap.example.com" },
      { role: "member" },
    );
    const crossSite = { headers: { "sec-fetch-site": "cross-site" } };
    for (const ask of [
      (o: object) => getHistory(o),
      (o: object) => getVersion("1", o),
    ]) {
      expect((await ask({})).status).toBe(401);
      expect((await ask({ cookie: member })).status).toBe(403);
      expect((await ask({ cookie: editor, ...crossSite })).status).toBe(403);
    }
    // The same requests from an editor go through.
    expect((await getHistory({ cookie: editor })).status).toBe(200);
    expect((await getVersion("1", { cookie: editor })).status).toBe(200);
  });

  it("lists the kept saves newest first, each with what it changed", async () => {
    const before = await current();
    const seed = before.products;
    const next = [
      { ...seed[0]!, name: "Aleppo soap, mild" },
      ...seed.slice(1, -1),
      product("olive-only"),
    ];
    const saved = await put(next, { ifMatch: before.etag, cookie: editor });
    expect(saved.status).toBe(200);
    const res = await getHistory({ cookie: editor });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [newest, oldest, ...rest] = await res.json();
    expect(rest).toEqual([]);
    expect(newest).toEqual({
      version: 2,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      savedBy: EDITOR.email,
      count: next.length,
      changes: {
        added: ["Soap olive-only"],
        removed: [seed.at(-1)!.name],
        renamed: [{ from: seed[0]!.name, to: "Aleppo soap, mild" }],
      },
    });
    expect(oldest).toEqual({
      version: 1,
      savedAt: expect.any(String),
      savedBy: null,
      count: seed.length,
      changes: { added: [], removed: [], renamed: [] },
    });
  });

  it("answers one version's list, as GET /api/products has it but without likes", async () => {
    const liked = await like(
      new Request("http://localhost:3000/api/products/laurel-12/like", {
        method: "POST",
        headers: { "sec-fetch-site": "same-origin" },
      }),
      { params: Promise.resolve({ id: "laurel-12" }) },
    );
    expect(liked.status).toBe(200);
    const res = await getVersion("1", { cookie: editor });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((p) => p.id)).toEqual([
      "laurel-5",
      "laurel-12",
      "laurel-20",
      "laurel-30",
      "laurel-40",
      "liquid-soap",
      "gift-set",
    ]);
    expect(Object.keys(list[1]!).sort()).toEqual([
      "description",
      "id",
      "imagePath",
      "ingredients",
      "name",
      "subtitle",
    ]);
    // The newest version is the current list; GET /api/products adds the likes.
    const withoutLikes = (await current()).products.map((p) => {
      const copy = { ...p };
      delete copy.likes;
      return copy;
    });
    expect(await (await getVersion("2", { cookie: editor })).json()).toEqual(
      withoutLikes,
    );
  });

  it("answers 404 for a version it does not keep, 400 for one that is no version", async () => {
    const unknown = await getVersion("999", { cookie: editor });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatch(/version 999/);
    for (const bad of ["0", "-1", "01", "1.5", "abc", "1e3", "99999999999"]) {
      const res = await getVersion(bad, { cookie: editor });
      expect([bad, res.status]).toEqual([bad, 400]);
      expect((await res.json()).error).toMatch(/whole number/);
    }
  });
});
