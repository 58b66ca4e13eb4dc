import Database from "better-sqlite3";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import type { Documents } from "@/lib/documents/types";
import { migrate } from "@/lib/db/migrations.cjs";
import { useTempDataDir } from "@/test/temp-data-dir";
import { fixture } from "@/test/products/contract-backends";
import { createCatalogStore } from "./store";
import { productListSchema } from "./schema";
import { seedProducts } from "./seed";

const localStore = () =>
  createCatalogStore(createSqliteDocuments(), seedProducts);

describe("local catalogue", () => {
  useTempDataDir();

  it("seeds the real catalogue once, on first use", async () => {
    const first = await localStore().list();
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
    expect((await localStore().list()).version).toBe("1");
    // The seed is the first kept version: the first save can be undone.
    expect(await localStore().history()).toEqual([
      expect.objectContaining({ version: 1, savedBy: null, count: 7 }),
    ]);
  });

  it("keeps an emptied catalogue empty (no reseeding)", async () => {
    const store = localStore();
    const { version } = await store.list();
    await store.replaceAll([], version);
    expect((await localStore().list()).products).toEqual([]);
  });
});

describe("a first read that keeps finding nothing (a read served from a cache)", () => {
  it("writes the seed once and answers, also when its write lost", async () => {
    const conn = new Database(":memory:");
    migrate(conn);
    const docs = createSqliteDocuments(() => conn);
    const seen = { reads: 0, writes: 0 };
    const stale: Documents = {
      ...docs,
      get: async <T>(path: string) => {
        // Unbounded, the read-and-seed loop would go on: stop it here.
        if (++seen.reads > 10) throw new Error(`read ${path} 10 times`);
        return { value: null as T | null, version: "" };
      },
      putIfMatch: (path, value, version) => {
        if (path === "products") seen.writes++;
        return docs.putIfMatch(path, value, version);
      },
    };
    const first = await createCatalogStore(stale, seedProducts).list();
    expect(first.products).toHaveLength(seedProducts.length);
    expect(first.version).toBe("1");
    // Another process finds nothing too, loses the write, reads once more and answers that.
    expect(await createCatalogStore(stale, seedProducts).list()).toEqual({
      products: [],
      version: "",
    });
    expect(seen.writes).toBe(2);
  });
});

describe("a database from before the documents", () => {
  it("keeps its catalogue, version, likes and kept saves", async () => {
    const conn = new Database(":memory:");
    migrate(conn, (m) => m.id < 80);
    const [olive, gift] = fixture("old");
    const row = conn.prepare(
      "INSERT INTO catalog_products (position, id, data) VALUES (?, ?, ?)",
    );
    row.run(1, gift!.id, JSON.stringify(gift));
    row.run(0, olive!.id, JSON.stringify(olive));
    conn.exec(`INSERT INTO catalog_meta (singleton, version) VALUES (1, 7);
               INSERT INTO catalog_likes VALUES ('${olive!.id}', 4), ('gone', 0);`);
    const kept = conn.prepare(
      "INSERT INTO catalog_history VALUES (?, '2026-01-02T03:04:05.000Z', ?, ?, ?)",
    );
    kept.run(6, null, 1, JSON.stringify([gift]));
    kept.run(7, "amal@example.com", 2, JSON.stringify([olive, gift]));

    migrate(conn);
    const store = createCatalogStore(
      createSqliteDocuments(() => conn),
      seedProducts,
    );
    expect(await store.list()).toEqual({
      products: [olive, gift],
      version: "7",
    });
    expect(await store.likeCounts()).toEqual({ [olive!.id]: 4 });
    expect(await store.history()).toEqual([
      {
        version: 7,
        savedAt: "2026-01-02T03:04:05.000Z",
        savedBy: "amal@example.com",
        count: 2,
        names: [olive, gift].map(({ id, name }) => ({ id, name })),
      },
      expect.objectContaining({ version: 6, savedBy: null, count: 1 }),
    ]);
    expect(await store.historyVersion(6)).toEqual([gift]);
    // The next save carries on from both numbers.
    expect(await store.replaceAll([gift!], "7")).toBe("8");
    expect((await store.history())[0]).toMatchObject({ version: 8, count: 1 });
    conn.close();
  });
});
