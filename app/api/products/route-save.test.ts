import { revalidatePath } from "next/cache";
import { sessionCookie } from "@/test/session-cookie";
import { useTempDataDir } from "@/test/temp-data-dir";
import { POST as like } from "./[id]/like/route";
import { URL_BASE, current, product, put } from "@/test/api/products";
import { getHistory } from "@/test/api/history";

// Route handlers run here without Next's request scope, where revalidatePath
// has nothing to purge and after() cannot run: record the calls instead.
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/server", () => ({
  ...jest.requireActual("next/server"),
  after: jest.fn(),
}));

describe("/api/products: what a save accepts and keeps", () => {
  useTempDataDir();

  it("PUT answers 415, 400 and 413 for bodies it cannot take", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    expect(
      (
        await put("[]", {
          ifMatch: etag,
          cookie,
          headers: { "content-type": "text/plain" },
        })
      ).status,
    ).toBe(415);
    expect((await put("[{", { ifMatch: etag, cookie })).status).toBe(400);
    const big = Array.from({ length: 200 }, (_, i) =>
      product(`big-${i}`, { description: "x".repeat(1400) }),
    );
    expect(JSON.stringify(big).length).toBeGreaterThan(256 * 1024);
    const res = await put(big, { ifMatch: etag, cookie });
    expect(res.status).toBe(413);
  });

  it("PUT validates every product and names the failing fields (400)", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    const res = await put(
      [
        product("a", { name: "" }),
        product("b", { ingredients: [{ name: "Water", amount: -1 }] }),
        product("a"),
      ],
      { ifMatch: etag, cookie },
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toEqual({
      "0.name": "Enter the product's name.",
      "1.ingredients.0.amount": "The amount must be more than 0.",
      "2.id": "Another product already has this id.",
    });
    expect(
      (await put({ not: "a list" }, { ifMatch: etag, cookie })).status,
    ).toBe(400);
    expect((await current()).etag).toBe(etag);
  });

  it("PUT replaces the list, ignores likes in the body, and revalidates the products page", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    const res = await put([product("one", { likes: 500 }), product("two")], {
      ifMatch: etag,
      cookie,
    });
    expect(res.status).toBe(200);
    const { version } = await res.json();
    expect(res.headers.get("etag")).toBe(`"${version}"`);
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");

    const after = await current();
    expect(after.etag).toBe(`"${version}"`);
    expect(after.products.map((p) => [p.id, p.likes])).toEqual([
      ["one", 0],
      ["two", 0],
    ]);
  });

  it("PUT of the stored catalogue unchanged answers 200 and writes nothing: no new version, none in the history", async () => {
    const cookie = await sessionCookie();
    const { etag, products } = await current();
    const history = async () =>
      (await (await getHistory({ cookie })).json()).length;
    const kept = await history();
    // As the editor sends it back: likes and all.
    const res = await put(products, { ifMatch: etag, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      version: etag.slice(1, -1),
      count: products.length,
      changed: false,
    });
    expect(res.headers.get("etag")).toBe(etag);
    expect((await current()).etag).toBe(etag);
    expect(await history()).toBe(kept);
    // One change is a save again.
    const changed = await put(
      [{ ...products[0], name: "Renamed soap" }, ...products.slice(1)],
      { ifMatch: etag, cookie },
    );
    expect(await changed.json()).toMatchObject({ changed: true });
    expect((await current()).etag).not.toBe(etag);
    expect(await history()).toBe(kept + 1);
  });

  it("PUT gives a product without an id one from its name, unique in the list", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    const unnamed = {
      ...product("x", { name: "Olive Oil Soap" }),
      id: undefined,
    };
    const res = await put(
      [
        product("olive-oil-soap"),
        unnamed,
        { ...unnamed, name: "Crème d'Alep" },
      ],
      { ifMatch: etag, cookie },
    );
    expect(res.status).toBe(200);
    expect((await current()).products.map((p) => p.id)).toEqual([
      "olive-oil-soap",
      "olive-oil-soap-2",
      "creme-d-alep",
    ]);
  });

  it("PUT with a stale version is 409 naming the current version", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    expect(
      (await put([product("first")], { ifMatch: etag, cookie })).status,
    ).toBe(200);
    const res = await put([product("late")], { ifMatch: etag, cookie });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(`"${body.version}"`).toBe((await current()).etag);
    expect(res.headers.get("etag")).toBe((await current()).etag);
  });

  it("likes are counted apart from the list and survive a save", async () => {
    const cookie = await sessionCookie();
    const { etag } = await current();
    await put([product("liked"), product("other")], { ifMatch: etag, cookie });
    const req = () =>
      new Request(`${URL_BASE}/liked/like`, {
        method: "POST",
        headers: {
          "sec-fetch-site": "same-origin",
          "x-forwarded-for": "198.51.100.7",
        },
      });
    const res = await like(req(), { params: Promise.resolve({ id: "liked" }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ likes: 1 });
    const again = await like(req(), {
      params: Promise.resolve({ id: "liked" }),
    });
    expect(await again.json()).toEqual({ likes: 2 });

    const saved = await current();
    await put(
      saved.products.map((p) => ({ ...p, likes: 0 })),
      { ifMatch: saved.etag, cookie },
    );
    expect(
      (await current()).products.find((p) => p.id === "liked")!.likes,
    ).toBe(2);
  });
});
