import { named } from "@/lib/documents/types";
import type { createCatalogStore } from "./catalog-store";
import type { Product } from "./types";

/** The list and the version it was read at (an opaque string: a counter or an ETag). */
export type CatalogSnapshot = { products: Product[]; version: string };

/** Every save is kept; the oldest are pruned once there are more than this many. */
export const HISTORY_KEPT = 50;

/** What the catalogue offers on either backend's documents (local SQLite, Firebase Realtime Database). */
export type CatalogStore = ReturnType<typeof createCatalogStore>;

// Errors are tested with the `is…` guards, not instanceof (see `named`).

export class CatalogConflictError extends Error {
  constructor(readonly current: CatalogSnapshot) {
    super("The catalogue was changed by someone else");
    this.name = "CatalogConflictError";
  }
}

export class ProductNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No product with id ${id}`);
    this.name = "ProductNotFoundError";
  }
}

export const isConflict = named<CatalogConflictError>("CatalogConflictError");
export const isNotFound = named<ProductNotFoundError>("ProductNotFoundError");
