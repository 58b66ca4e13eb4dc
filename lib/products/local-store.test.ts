import { closeDatabases, db } from "@/lib/db";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createLocalStore } from "./local-store";
import { productListSchema } from "./schema";

describe("local catalogue", () => {
  useTempDataDir();

  it("seeds the real catalogue once, on first use", async () => {
    const first = await createLocalStore().list();
    expect(first.version).toBe("1");
    expect(first.products.map((p) => p.id)).toEqual([
      "laurel-5",
      "laurel-12",
      "laurel-20",
      "laurel-30",
      "laurel-40",
      "liquid-soap",
      "gift-set",
    ]);
    expect(productListSchema.safeParse(first.products).success).toBe(true);
    for (const p of first.products) {
      expect(p.subtitle.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(60);
      expect(p.imagePath).toBe(`/images/products/${p.id}.svg`);
      expect(p.ingredients.length).toBeGreaterThanOrEqual(3);
    }
    // A second store on the same database does not seed again.
    expect((await createLocalStore().list()).version).toBe("1");
  });

  it("keeps an emptied catalogue empty (no reseeding)", async () => {
    const store = createLocalStore();
    const { version } = await store.list();
    await store.replaceAll([], version);
    expect((await createLocalStore().list()).products).toEqual([]);
  });

  it("replaces the list in one transaction: a failing write leaves the old list", async () => {
    const store = createLocalStore();
    const { version } = await store.list();
    const product = {
      id: "a",
      name: "A",
      subtitle: "",
      description: "",
      imagePath: "/images/a.svg",
      ingredients: [],
    };
    // The second row is refused: the write fails half-way through.
    db()
      .exec(`CREATE TEMP TRIGGER refuse_second BEFORE INSERT ON catalog_products
                 WHEN NEW.position = 1 BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    try {
      const saving = store.replaceAll(
        [product, { ...product, id: "b" }],
        version,
      );
      await expect(saving).rejects.toMatchObject({ message: "refused" });
    } finally {
      db().exec("DROP TRIGGER temp.refuse_second");
    }
    expect(await store.list()).toEqual({ products: [], version });
    expect(
      db().prepare("SELECT COUNT(*) AS n FROM catalog_products").get(),
    ).toEqual({ n: 0 });
  });
});

describe("local catalogue history", () => {
  useTempDataDir();

  it("records a catalogue older than the history as its first version, once", async () => {
    const store = createLocalStore();
    const { version } = await store.list();
    const saved = await store.replaceAll([], version, { savedBy: "a@b.c" });
    // As a database migrated from before the history: no rows yet.
    db().prepare("DELETE FROM catalog_history").run();
    closeDatabases();
    const restarted = createLocalStore();
    expect(await restarted.history()).toEqual([
      expect.objectContaining({
        version: Number(saved),
        savedBy: null,
        count: 0,
      }),
    ]);
    closeDatabases();
    expect(await createLocalStore().history()).toHaveLength(1);
  });

  it("writes the history row in the save's transaction: no row, no save", async () => {
    const store = createLocalStore();
    const before = await store.list();
    const history = await store.history();
    db()
      .exec(`CREATE TEMP TRIGGER refuse_history BEFORE INSERT ON catalog_history
               BEGIN SELECT RAISE(ABORT, 'history refused'); END`);
    try {
      const saving = store.replaceAll([], before.version, { savedBy: "a@b.c" });
      // Not toThrow: SQLite's errors may come from another Jest realm's class.
      await expect(saving).rejects.toMatchObject({
        message: "history refused",
      });
    } finally {
      db().exec("DROP TRIGGER temp.refuse_history");
    }
    expect(await store.list()).toEqual(before);
    expect(await store.history()).toEqual(history);
  });
});
