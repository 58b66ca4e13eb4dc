import { named } from "@/lib/documents/types";
import type { Product } from "./types";

/** The list and the version it was read at (an opaque string: a counter or an ETag). */
export type CatalogSnapshot = { products: Product[]; version: string };

type WriteOptions = {
  /** The signed-in writer's provider token, for backends that check it themselves. */
  idToken?: string;
  /** The editor's email, kept in the history (none for the server's own writes). */
  savedBy?: string;
};

/** Every save is kept; the oldest are pruned once there are more than this many. */
export const HISTORY_KEPT = 50;

/** A product as the history's change summary names it. */
export type ProductName = Pick<Product, "id" | "name">;

/**
 * One kept save, without its products. `version` orders the history (in the
 * Realtime Database a counter of its own, since the list's version is an
 * ETag); `savedBy` is null for the catalogue found before the first save.
 */
export type HistoryEntry = {
  version: number;
  savedAt: string;
  savedBy: string | null;
  count: number;
  names: ProductName[];
};

/** What every catalogue backend offers (local SQLite, Firebase Realtime Database). */
export interface CatalogStore {
  list(): Promise<CatalogSnapshot>;
  /**
   * Replaces the whole list if it is still at `expectedVersion`; answers the
   * new version, or throws a CatalogConflictError carrying the current list.
   * Likes are kept apart and never touched. The list written is kept in the
   * history with `options.savedBy`.
   */
  replaceAll(
    products: Product[],
    expectedVersion: string,
    options?: WriteOptions,
  ): Promise<string>;
  /** The kept saves, newest first (at least the last HISTORY_KEPT); likes are never part of them. */
  history(): Promise<HistoryEntry[]>;
  /** The list a kept save wrote; null when there is no such version (never saved, or pruned). */
  historyVersion(version: number): Promise<Product[] | null>;
  /** Adds one like; answers the new count, or throws ProductNotFoundError. */
  like(id: string): Promise<number>;
  /** Likes per product id (products never liked may be missing). */
  likeCounts(): Promise<Record<string, number>>;
}

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
