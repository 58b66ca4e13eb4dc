import "server-only";
import { db as defaultDb, type Db } from "@/lib/db";
import { normalizeProducts } from "./normalize";
import { seedProducts } from "./seed";
import {
  CatalogConflictError,
  HISTORY_KEPT,
  ProductNotFoundError,
  type CatalogSnapshot,
  type CatalogStore,
  type ProductName,
} from "./store";
import type { Product } from "./types";

/**
 * The catalogue in the embedded SQLite database. The version is a counter
 * bumped by every replace; the first use seeds the real catalogue. Every
 * saved list is also kept as a catalog_history row under its version, written
 * in the save's own transaction: a save and its row exist together or not at all.
 */
export function createLocalStore(conn: () => Db = defaultDb): CatalogStore {
  const ready = (): Db => {
    const d = conn();
    if (seeded.has(d)) return d;
    // IMMEDIATE: two processes starting together (e.g. build workers) seed once.
    d.transaction(() => {
      const meta = d.prepare("SELECT version FROM catalog_meta").get();
      if (!meta) {
        writeProducts(d, seedProducts);
        d.prepare(
          "INSERT INTO catalog_meta (singleton, version) VALUES (1, 1)",
        ).run();
      }
      // The seed, or a catalogue saved before the history existed, is its
      // first version: the first recorded save can then be undone too.
      if (!d.prepare("SELECT 1 FROM catalog_history LIMIT 1").get()) {
        const { products, version } = snapshot(d);
        recordVersion(d, Number(version), products, null);
      }
    }).immediate();
    seeded.add(d);
    return d;
  };

  return {
    async list() {
      const d = ready();
      return d.transaction(() => snapshot(d)).deferred();
    },

    async replaceAll(products, expectedVersion, options) {
      const d = ready();
      return d
        .transaction((): string => {
          const current = snapshot(d);
          if (current.version !== expectedVersion)
            throw new CatalogConflictError(current);
          writeProducts(d, products);
          const next = Number(current.version) + 1;
          d.prepare("UPDATE catalog_meta SET version = ?").run(next);
          recordVersion(d, next, products, options?.savedBy ?? null);
          return String(next);
        })
        .immediate();
    },

    // The names are picked out of each stored list by SQLite: no whole list is parsed here.
    async history() {
      const rows = ready()
        .prepare(
          `SELECT version, saved_at, saved_by, count,
                  (SELECT json_group_array(json_object(
                            'id', json_extract(value, '$.id'),
                            'name', json_extract(value, '$.name')))
                     FROM json_each(products)) AS names
             FROM catalog_history ORDER BY version DESC`,
        )
        .all() as HistoryRow[];
      return rows.map((r) => ({
        version: r.version,
        savedAt: r.saved_at,
        savedBy: r.saved_by,
        count: r.count,
        names: JSON.parse(r.names) as ProductName[],
      }));
    },

    async historyVersion(version) {
      const row = ready()
        .prepare("SELECT products FROM catalog_history WHERE version = ?")
        .get(version) as { products: string } | undefined;
      return row ? normalizeProducts(JSON.parse(row.products)) : null;
    },

    async like(id) {
      const d = ready();
      return d
        .transaction((): number => {
          const exists = d
            .prepare("SELECT 1 FROM catalog_products WHERE id = ?")
            .get(id);
          if (!exists) throw new ProductNotFoundError(id);
          const row = d
            .prepare(
              `INSERT INTO catalog_likes (product_id, count) VALUES (?, 1)
               ON CONFLICT(product_id) DO UPDATE SET count = count + 1
               RETURNING count`,
            )
            .get(id) as { count: number };
          return row.count;
        })
        .immediate();
    },

    async likeCounts() {
      const rows = ready()
        .prepare("SELECT product_id, count FROM catalog_likes")
        .all() as { product_id: string; count: number }[];
      return Object.fromEntries(rows.map((r) => [r.product_id, r.count]));
    },
  };
}

const seeded = new WeakSet<Db>();

function snapshot(d: Db): CatalogSnapshot {
  const rows = d
    .prepare("SELECT data FROM catalog_products ORDER BY position")
    .all() as { data: string }[];
  const { version } = d.prepare("SELECT version FROM catalog_meta").get() as {
    version: number;
  };
  return {
    products: normalizeProducts(rows.map((r) => JSON.parse(r.data))),
    version: String(version),
  };
}

function writeProducts(d: Db, products: Product[]): void {
  d.prepare("DELETE FROM catalog_products").run();
  const insert = d.prepare(
    "INSERT INTO catalog_products (position, id, data) VALUES (?, ?, ?)",
  );
  normalizeProducts(products).forEach((p, position) => {
    insert.run(position, p.id, JSON.stringify(p));
  });
}

/** Keeps `products` as `version`, then drops all but the newest HISTORY_KEPT rows. */
function recordVersion(
  d: Db,
  version: number,
  products: Product[],
  savedBy: string | null,
): void {
  d.prepare(
    `INSERT INTO catalog_history (version, saved_at, saved_by, count, products)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(
    version,
    new Date().toISOString(),
    savedBy || null,
    products.length,
    JSON.stringify(normalizeProducts(products)),
  );
  d.prepare(
    `DELETE FROM catalog_history WHERE version NOT IN
       (SELECT version FROM catalog_history ORDER BY version DESC LIMIT ?)`,
  ).run(HISTORY_KEPT);
}

type HistoryRow = {
  version: number;
  saved_at: string;
  saved_by: string | null;
  count: number;
  names: string;
};
