import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { current, put } from "@/test/api/products";
import { GET } from "./route";

// Route handlers run here without Next's request scope, where revalidatePath
// has nothing to purge and after() cannot run: record the calls instead.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

describe("/api/products: reading, and who may write", () => {
  useTempDataDir();

  it("GET answers the seeded list with likes and the version as ETag, without a cookie", async () => {
    const res = await GET(new Request("http://localhost:3000/api/products"));
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const list = await res.json();
    expect(list).toHaveLength(7);
    expect(list[0]).toMatchObject({
      id: "laurel-5",
      likes: 0,
      ingredients: expect.any(Array),
    });
  });

  it("PUT refuses cross-site requests (403)", async () => {
    const res = await put([], {
      ifMatch: '"1"',
      cookie: await sessionCookie(),
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });

  it("PUT without a session, or with an expired one, is 401", async () => {
    expect((await put([], { ifMatch: '"1"' })).status).toBe(401);
    const expired = await sessionCookie({ expiresAt: Date.now() - 1000 });
    expect((await put([], { ifMatch: '"1"', cookie: expired })).status).toBe(
      401,
    );
  });

  it("PUT from a member is 403 and changes nothing; an editor's save goes through", async () => {
    const before = await current();
    const member = await sessionCookie(
      { sub: "member-1", email: "sami@halabi-soap.example.com" },
      { role: "member" },
    );
    const res = await put([], { ifMatch: before.etag, cookie: member });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatch(/an editor can give you access/);
    expect(await current()).toEqual(before);
    const editor = await sessionCookie({ sub: "editor-1" });
    expect(
      (await put(before.products, { ifMatch: before.etag, cookie: editor }))
        .status,
    ).toBe(200);
  });

  it("PUT without If-Match is 428", async () => {
    const res = await put([], { cookie: await sessionCookie() });
    expect(res.status).toBe(428);
    expect((await res.json()).error).toMatch(/If-Match/);
  });
});
