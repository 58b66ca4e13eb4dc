import "server-only";
import type { Db } from "@/lib/db";
import { normalizeProducts } from "./normalize";
import { HISTORY_KEPT, type HistoryEntry, type ProductName } from "./store";
import type { Product } from "./types";

/*
 * The history of the embedded catalogue: one catalog_history row per saved
 * list, written by the caller's transaction together with the list itself,
 * so a save and its history row exist together or not at all.
 */

/** Keeps `products` as `version`, then drops all but the newest HISTORY_KEPT rows. */
export function recordVersion(
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

export function hasHistory(d: Db): boolean {
  return d.prepare("SELECT 1 FROM catalog_history LIMIT 1").get() !== undefined;
}

type HistoryRow = {
  version: number;
  saved_at: string;
  saved_by: string | null;
  count: number;
  names: string;
};

/** Newest first; the names are picked out of each stored list by SQLite, so no whole list is parsed here. */
export function historyEntries(d: Db): HistoryEntry[] {
  const rows = d
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
}

export function historyProducts(d: Db, version: number): Product[] | null {
  const row = d
    .prepare("SELECT products FROM catalog_history WHERE version = ?")
    .get(version) as { products: string } | undefined;
  return row ? normalizeProducts(JSON.parse(row.products)) : null;
}
