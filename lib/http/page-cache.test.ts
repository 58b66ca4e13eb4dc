type PageCacheClass = typeof import("./page-cache.cjs");

/** A fresh copy of the module, as a restarted server would load it. */
function load(): PageCacheClass {
  let loaded: PageCacheClass | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual("./page-cache.cjs");
  });
  return loaded!;
}

// Stands for whatever Next.js stores: the handler never looks inside.
const value = (n: number) => ({ opaque: n, body: Buffer.from(`page ${n}`) });

describe("page cache in memory", () => {
  it("gives back what was stored, as it was, to every handler of the process", async () => {
    const PageCache = load();
    const before = Date.now();
    await new PageCache().set("/home", value(1));
    const entry = await new PageCache().get("/home");
    expect(entry!.value).toEqual(value(1));
    expect(entry!.lastModified).toBeGreaterThanOrEqual(before);
    expect(await new PageCache().get("/never-stored")).toBeNull();
    await new PageCache().set("/home", null);
    expect(await new PageCache().get("/home")).toBeNull();
  });

  it("shares nothing with a restarted server (which renders its own pages)", async () => {
    const PageCache = load();
    await new PageCache().set("/home", value(1));
    expect(await new (load())().get("/home")).toBeNull();
  });

  it("forgets everything on any revalidation", async () => {
    const cache = new (load())();
    await cache.set("/products", value(1));
    await cache.set("catalog-data", value(2));
    await cache.revalidateTag(["catalog"]);
    expect(await cache.get("/products")).toBeNull();
    expect(await cache.get("catalog-data")).toBeNull();
    await cache.set("/products", value(3));
    expect((await cache.get("/products"))!.value).toEqual(value(3));
  });

  it("keeps the 500 most recently used entries", async () => {
    const cache = new (load())();
    await cache.set("/home", value(0));
    for (let i = 1; i <= 499; i++)
      await cache.set(`/products/made-up-${i}`, value(i));
    // Used again: now the most recent.
    expect(await cache.get("/home")).not.toBeNull();
    await cache.set("/products/made-up-500", value(500));
    await cache.set("/products/made-up-501", value(501));
    expect(await cache.get("/products/made-up-1")).toBeNull();
    expect(await cache.get("/products/made-up-2")).toBeNull();
    expect(await cache.get("/home")).not.toBeNull();
    expect(await cache.get("/products/made-up-501")).not.toBeNull();
  });
});
