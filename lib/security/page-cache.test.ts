import { policyForHtml } from "./policy.cjs";

type PageCacheClass = typeof import("./page-cache.cjs");
type Stored = {
  headers: Record<string, string>;
  rscData: Buffer;
  segmentData: Map<string, Buffer>;
};
const stored = (entry: { value: unknown } | null) =>
  entry!.value as unknown as Stored;

const page = (script: string, tags = "_N_T_/products,catalog") => ({
  kind: "APP_PAGE",
  html: `<html><body><script>${script}</script></body></html>`,
  rscData: Buffer.from("rsc"),
  segmentData: new Map([["/_tree", Buffer.from("tree")]]),
  headers: { "x-next-cache-tags": tags },
  status: 200,
});

/** A fresh copy of the module, as a restarted server would load it. */
function load(): PageCacheClass {
  let loaded: PageCacheClass | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual("./page-cache.cjs");
  });
  return loaded!;
}

describe("page cache with page policies", () => {
  it("stores a page with the policy of its own inline scripts, keeping its other headers", async () => {
    const PageCache = load();
    await new PageCache().set("/products", page("a()"), {});
    const entry = await new PageCache().get("/products");
    expect(entry!.value.headers).toEqual({
      "x-next-cache-tags": "_N_T_/products,catalog",
      "content-security-policy": policyForHtml(page("a()").html),
    });
  });

  it("keeps Buffers and Maps as they come, and shares nothing with a restarted server", async () => {
    const PageCache = load();
    await new PageCache().set("/home", page("b()"), {});
    const value = stored(await new PageCache().get("/home"));
    expect(value.rscData.toString()).toBe("rsc");
    expect(value.segmentData.get("/_tree")!.toString()).toBe("tree");
    // Another start (or another server of the same build) renders its own pages,
    // with its own SITE_URL and data.
    expect(await new (load())().get("/home")).toBeNull();
  });

  it("gives a rebuilt page the hashes of its new scripts", async () => {
    const PageCache = load();
    const cache = new PageCache();
    await cache.set("/products", page("a()"), {});
    const before = stored(await cache.get("/products")).headers[
      "content-security-policy"
    ];
    await cache.set("/products", page("b()"), {});
    const after = stored(await cache.get("/products")).headers[
      "content-security-policy"
    ];
    expect(after).not.toBe(before);
    expect(after).toBe(policyForHtml(page("b()").html));
  });

  it("forgets entries whose tags were revalidated, and keeps the rest", async () => {
    const PageCache = load();
    const cache = new PageCache();
    await cache.set("/products", page("a()"), {});
    await cache.set("/gallery", page("g()", "_N_T_/gallery"), {});
    await cache.set(
      "catalog-data",
      { kind: "FETCH", data: { body: "[]" } },
      { tags: ["catalog"] },
    );
    await new Promise((r) => setTimeout(r, 2));
    await cache.revalidateTag("catalog");
    expect(await cache.get("/products")).toBeNull();
    expect(await cache.get("catalog-data")).toBeNull();
    expect(await cache.get("/gallery")).not.toBeNull();
    // Stored again after the revalidation, the page counts.
    await new Promise((r) => setTimeout(r, 2));
    await cache.set("/products", page("c()"), {});
    expect(await cache.get("/products")).not.toBeNull();
  });

  it("leaves route answers untouched and forgets a key set to null", async () => {
    const PageCache = load();
    const cache = new PageCache();
    const route = { kind: "APP_ROUTE", body: Buffer.from("x"), headers: {} };
    await cache.set("/robots.txt", route, {});
    expect((await cache.get("/robots.txt"))!.value.headers).toEqual({});
    await cache.set("/robots.txt", null, {});
    expect(await cache.get("/robots.txt")).toBeNull();
    expect(await cache.get("/never-stored")).toBeNull();
  });

  it("keeps only the most recent 50 answers that were 404, with their policy", async () => {
    const PageCache = load();
    const cache = new PageCache();
    const missingPage = { ...page("nf()"), status: 404 };
    await cache.set("/products/laurel-5", page("p()"), {});
    // A product removed: its page becomes a 404.
    await cache.set("/products/laurel-5", missingPage, {});
    for (let i = 0; i < 60; i++)
      await cache.set(`/products/made-up-${i}`, missingPage, {});
    expect(await cache.get("/products/laurel-5")).toBeNull();
    expect(await cache.get("/products/made-up-9")).toBeNull();
    const kept = await cache.get("/products/made-up-59");
    expect(stored(kept).headers["content-security-policy"]).toBe(
      policyForHtml(missingPage.html),
    );
    // A made-up social card's 404 is not kept at all.
    await cache.set(
      "/products/made-up-1/opengraph-image/card",
      { kind: "APP_ROUTE", body: Buffer.from(""), headers: {}, status: 404 },
      {},
    );
    expect(
      await cache.get("/products/made-up-1/opengraph-image/card"),
    ).toBeNull();
    // A product added under that id is stored as any page again.
    await cache.set("/products/made-up-59", page("p()"), {});
    expect(await cache.get("/products/made-up-59")).not.toBeNull();
  });
});
