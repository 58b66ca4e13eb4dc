import type { Product } from "./types";

/** The list and the version it was read at (an opaque string: a counter or an ETag). */
export type CatalogSnapshot = { products: Product[]; version: string };

type WriteOptions = {
  /** The signed-in writer's provider token, for backends that check it themselves. */
  idToken?: string;
};

/** What every catalogue backend offers (local SQLite, Firebase Realtime Database). */
export interface CatalogStore {
  list(): Promise<CatalogSnapshot>;
  /**
   * Replaces the whole list if it is still at `expectedVersion`; answers the
   * new version, or throws a CatalogConflictError carrying the current list.
   * Likes are kept apart and never touched.
   */
  replaceAll(
    products: Product[],
    expectedVersion: string,
    options?: WriteOptions,
  ): Promise<string>;
  /** Adds one like; answers the new count, or throws ProductNotFoundError. */
  like(id: string): Promise<number>;
  /** Likes per product id (products never liked may be missing). */
  likeCounts(): Promise<Record<string, number>>;
}

/*
 * Next bundles a module once per route, while the store instance is shared
 * process-wide (lib/products/index.ts): an error may come from another copy of
 * these classes, so callers test errors with the `is…` guards, not instanceof.
 */
const named =
  <T extends Error>(name: string) =>
  (error: unknown): error is T =>
    error instanceof Error && error.name === name;

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

/** The remote database refused or failed; `status` is its HTTP status (0 when unreachable). */
export class CatalogUnavailableError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = "CatalogUnavailableError";
  }
}

export const isConflict = named<CatalogConflictError>("CatalogConflictError");
export const isNotFound = named<ProductNotFoundError>("ProductNotFoundError");
export const isUnavailable = named<CatalogUnavailableError>(
  "CatalogUnavailableError",
);

/** The database refused the credentials the server sent (not a client's mistake). */
export const deniedBy = (error: CatalogUnavailableError) =>
  error.status === 401 || error.status === 403;
