import { normalizeProducts } from "@/lib/products/normalize";
import type { Product } from "@/lib/products/types";
import { NetworkError, timedFetch } from "@/lib/http/timed-fetch";

/** Why a save did not go through, as the editor explains it. */
export type SaveFailure =
  | "conflict"
  | "session"
  | "forbidden"
  | "invalid"
  | "failed"
  | "offline"
  | "timeout";

/** Why Fetch did not bring the catalogue. */
export type FetchFailure = "fetch" | "offline" | "timeout";

export class CatalogRequestError extends Error {
  constructor(readonly kind: SaveFailure | FetchFailure) {
    super(kind);
    this.name = "CatalogRequestError";
  }
}

const versionOf = (res: Response) =>
  (res.headers.get("etag") ?? "").replace(/^W\//, "").replace(/^"(.*)"$/, "$1");

/** Offline or no answer in time; null when the server simply could not be reached. */
const networkFailure = (error: unknown) =>
  error instanceof NetworkError && error.kind !== "unreachable"
    ? error.kind
    : null;

/** A catalogue and the version it was read or written at. */
export type Catalog = { products: Product[]; version: string };

/** The stored catalogue and its version (likes are left out: they are not the editor's). */
export async function fetchCatalog(): Promise<Catalog> {
  let res: Response;
  try {
    res = await timedFetch("/api/products", { cache: "no-store" });
  } catch (error) {
    throw new CatalogRequestError(networkFailure(error) ?? "fetch");
  }
  if (!res.ok) throw new CatalogRequestError("fetch");
  return {
    products: normalizeProducts(await res.json()),
    version: versionOf(res),
  };
}

/** Writes the whole list if the stored one is still at `version`; answers the new version. */
export async function saveCatalog(
  products: Product[],
  version: string,
): Promise<string> {
  let res: Response;
  try {
    res = await timedFetch("/api/products", {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "if-match": `"${version}"`,
      },
      body: JSON.stringify(products),
    });
  } catch (error) {
    throw new CatalogRequestError(networkFailure(error) ?? "failed");
  }
  if (res.ok) return versionOf(res);
  const kind: Record<number, SaveFailure> = {
    400: "invalid",
    401: "session",
    403: "forbidden",
    409: "conflict",
    412: "conflict",
    428: "conflict",
  };
  throw new CatalogRequestError(kind[res.status] ?? "failed");
}
