import { useTempDataDir } from "@/test/temp-data-dir";
import { productListSchema } from "./schema";
import { ConflictError, NotFoundError } from "@/lib/documents/types";
import type { CatalogSnapshot, CatalogStore } from "./store";
import { catalogBackends, fixture } from "@/test/products/contract-backends";

// The history part of the contract is in store-history.contract.test.ts.
const { backends } = catalogBackends();

describe.each(backends)("catalogue contract: %s", (_name, make) => {
  useTempDataDir();

  let store: CatalogStore;
  beforeAll(() => {
    store = make();
  });

  it("lists products that satisfy the schema, with a version", async () => {
    const { products, version } = await store.list();
    expect(typeof version).toBe("string");
    expect(version.length).toBeGreaterThan(0);
    expect(productListSchema.safeParse(products).success).toBe(true);
  });

  it("replaces the whole list at the expected version and reads it back", async () => {
    const { version } = await store.list();
    const next = await store.replaceAll(fixture("a"), version);
    expect(next).not.toBe(version);
    const after = await store.list();
    expect(after.version).toBe(next);
    // The empty ingredient list comes back as [] (Firebase drops empty arrays).
    expect(after.products).toEqual(fixture("a"));
  });

  it("refuses a stale version with the current list and version", async () => {
    const { version: stale } = await store.list();
    const current = await store.replaceAll(fixture("b"), stale);
    const attempt = store.replaceAll(fixture("c"), stale);
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    const error = (await attempt.catch(
      (e: unknown) => e,
    )) as ConflictError<CatalogSnapshot>;
    expect(error.current?.version).toBe(current);
    expect(error.current?.products).toEqual(fixture("b"));
    expect((await store.list()).products).toEqual(fixture("b"));
  });

  it("stores only the product fields (a stray likes field is not written)", async () => {
    const { version } = await store.list();
    const withLikes = fixture("d").map((p) => ({ ...p, likes: 999 }));
    await store.replaceAll(withLikes, version);
    const { products } = await store.list();
    expect(products[0]).not.toHaveProperty("likes");
    expect(await store.likeCounts()).not.toHaveProperty("olive-d", 999);
  });

  it("counts likes per product, apart from the list", async () => {
    const { version } = await store.list();
    await store.replaceAll(fixture("e"), version);
    expect(await store.like("olive-e")).toBe(1);
    expect(await store.like("olive-e")).toBe(2);
    expect(await store.like("set-e")).toBe(1);
    expect(await store.likeCounts()).toMatchObject({
      "olive-e": 2,
      "set-e": 1,
    });

    // Saving the list again never resets the counts.
    const { version: v2 } = await store.list();
    await store.replaceAll([...fixture("e")].reverse(), v2);
    expect(await store.likeCounts()).toMatchObject({
      "olive-e": 2,
      "set-e": 1,
    });
    expect(await store.like("olive-e")).toBe(3);
  });

  it("keeps every like when many arrive at once", async () => {
    const { version } = await store.list();
    await store.replaceAll(fixture("f"), version);
    const counts = await Promise.all(
      Array.from({ length: 10 }, () => store.like("set-f")),
    );
    expect(new Set(counts).size).toBe(10);
    expect((await store.likeCounts())["set-f"]).toBe(10);
  });

  it("answers not found for a like of an unknown product", async () => {
    await expect(store.like("no-such-soap")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("keeps the optional selling details, and leaves them out where unset", async () => {
    const [olive, gift] = fixture("g");
    const selling = {
      ...olive!,
      price: 12.5,
      currency: "EUR",
      size: "200 g",
      stock: 0,
    };
    const { version } = await store.list();
    await store.replaceAll([selling, { ...gift!, stock: 12 }], version);
    const { products } = await store.list();
    expect(products).toEqual([selling, { ...gift!, stock: 12 }]);
    expect(products[1]).not.toHaveProperty("price");
    expect(products[1]).not.toHaveProperty("size");
    // The history keeps them too, so a restore brings them back.
    const [latest] = await store.history();
    expect(await store.historyVersion(latest!.version)).toEqual(products);
  });

  it("moves the stock of counted soaps, never below 0, in one write that an editor's stale save meets as a conflict", async () => {
    const [olive, gift] = fixture("s");
    const third = { ...olive!, id: "third-s", name: "Third s" };
    const { version } = await store.list();
    const saved = await store.replaceAll(
      [{ ...olive!, stock: 5 }, gift!, { ...third, stock: 1 }],
      version,
    );
    const historyBefore = await store.history();
    expect(
      await store.adjustStock({
        [olive!.id]: -2,
        [gift!.id]: -1,
        [third.id]: -3,
        "no-such-soap": -1,
      }),
    ).toEqual([olive!.id, third.id]);
    const after = await store.list();
    expect(after.products).toEqual([
      { ...olive!, stock: 3 },
      gift!,
      { ...third, stock: 0 },
    ]);
    expect(after.version).not.toBe(saved);
    // Nothing to move: nothing written.
    expect(await store.adjustStock({ [gift!.id]: -1, [third.id]: -1 })).toEqual(
      [],
    );
    expect((await store.list()).version).toBe(after.version);
    expect(await store.adjustStock({ [third.id]: 2 })).toEqual([third.id]);
    // No editor saved: the history is as it was.
    expect(await store.history()).toEqual(historyBefore);
    await expect(store.replaceAll(fixture("t"), saved)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("saves and reads an empty list", async () => {
    const { version } = await store.list();
    const next = await store.replaceAll([], version);
    expect(await store.list()).toEqual({ products: [], version: next });
  });
});
