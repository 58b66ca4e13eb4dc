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

  it("keeps no fetch answer, so a read of the data store is never answered from memory", async () => {
    const cache = new (load())();
    const answer = { kind: "FETCH", data: { body: "null", status: 200 } };
    await cache.set("fetch-key", answer);
    expect(await cache.get("fetch-key")).toBeNull();
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

describe("page cache after a save on another instance", () => {
  // The state lib/site-changes.ts shares with the handler.
  const KEY = Symbol.for("halabi.siteChanges");
  type Changes = { read?: () => Promise<string | null>; seen?: string | null };
  const shared = globalThis as unknown as Record<symbol, Changes | undefined>;
  let now: number;
  let mark: string | Error;
  let reads: number;
  const settle = () => new Promise((done) => setImmediate(done));

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, "now").mockImplementation(() => now);
    mark = "first";
    reads = 0;
    shared[KEY] = {
      seen: "first",
      read: async () => {
        reads++;
        if (mark instanceof Error) throw mark;
        return mark;
      },
    };
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete shared[KEY];
  });

  it("keeps its pages while the mark stays, reading it at most once a second", async () => {
    const cache = new (load())();
    await cache.set("/home", value(1));
    for (let i = 0; i < 5; i++) expect(await cache.get("/home")).not.toBeNull();
    await settle();
    expect(reads).toBe(1);
    now += 999;
    await cache.get("/home");
    expect(reads).toBe(1);
    now += 1;
    await cache.get("/home");
    await settle();
    expect(reads).toBe(2);
    expect((await cache.get("/home"))!.value).toEqual(value(1));
  });

  it("forgets every page once the mark moved, after answering the visit that checked", async () => {
    const cache = new (load())();
    await cache.set("/products", value(1));
    await cache.set("/home", value(2));
    mark = "second";
    expect(await cache.get("/products")).not.toBeNull();
    await settle();
    expect(await cache.get("/products")).toBeNull();
    expect(await cache.get("/home")).toBeNull();
    expect(shared[KEY]!.seen).toBe("second");
  });

  it("keeps its pages while the store cannot be read; with no mark seen yet, the first read forgets them", async () => {
    shared[KEY]!.seen = undefined;
    mark = new Error("unreachable");
    const cache = new (load())();
    await cache.set("/home", value(1));
    await cache.get("/home");
    await settle();
    expect(await cache.get("/home")).not.toBeNull();
    mark = "first";
    now += 1000;
    await cache.get("/home");
    await settle();
    expect(await cache.get("/home")).toBeNull();
  });

  it("leaves the pages alone when a save here set the mark during the check", async () => {
    let answer: (mark: string) => void = () => {};
    shared[KEY]!.read = () => new Promise((done) => (answer = done));
    const cache = new (load())();
    await cache.get("/home");
    await cache.set("/home", value(1));
    shared[KEY]!.seen = "ours";
    answer("first");
    await settle();
    expect(await cache.get("/home")).not.toBeNull();
    expect(shared[KEY]!.seen).toBe("ours");
  });
});
