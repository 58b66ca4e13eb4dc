import { normalizeProducts } from "@/lib/products/normalize";
import type { Product } from "@/lib/products/types";
import { requestVersioned, RequestError } from "@/lib/http/client";
import { merge, type MergeConflict } from "./merge";

export type SaveFailure =
  | "conflict"
  | "session"
  | "forbidden"
  | "invalid"
  | "failed"
  | "offline"
  | "timeout";

const REFUSALS: Partial<Record<number, SaveFailure>> = {
  400: "invalid",
  401: "session",
  403: "forbidden",
  409: "conflict",
  412: "conflict",
  428: "conflict",
};

export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof RequestError)) return "failed";
  if (error.noAnswer === "offline" || error.noAnswer === "timeout")
    return error.noAnswer;
  return REFUSALS[error.status] ?? "failed";
}

export type Catalog = { products: Product[]; version: string };

// Likes are left out: they are not the editor's.
export const fetchCatalog = (): Promise<Catalog> =>
  requestVersioned<unknown>("/api/products").then(({ body, version }) => ({
    products: normalizeProducts(body),
    version,
  }));

async function saveCatalog(products: Product[], version: string) {
  const answer = await requestVersioned<{ changed?: unknown } | null>(
    "/api/products",
    { method: "PUT", version, json: products },
  );
  return { version: answer.version, changed: answer.body?.changed !== false };
}

export type SaveOutcome =
  | { version: string; stored: Product[]; merged: boolean; changed: boolean }
  | { theirs: Catalog; conflicts: MergeConflict[] };

// Each round fetches the newest catalogue; more rounds mean a busy shop, not a bug.
const ROUNDS = 3;

// Merges with a save made in between and saves without asking if nothing overlaps; otherwise answers
// the conflicts. Without a base (an old working copy) the conflict is thrown as it came.
export async function saveWithMerge(
  products: Product[],
  version: string,
  base: Product[] | null,
): Promise<SaveOutcome> {
  let [list, at, merged] = [products, version, false];
  for (let round = 0; ; round++) {
    try {
      return { ...(await saveCatalog(list, at)), stored: list, merged };
    } catch (error) {
      if (!base || saveFailure(error) !== "conflict" || round === ROUNDS)
        throw error;
    }
    const theirs = await fetchCatalog();
    const result = merge(base, products, theirs.products);
    if (result.conflicts.length > 0)
      return { theirs, conflicts: result.conflicts };
    [list, at, merged] = [result.merged, theirs.version, true];
  }
}
