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

/** The request; offline or no answer in time is said so, any other network failure is `otherwise`. */
async function request(init: RequestInit, otherwise: "fetch" | "failed") {
  try {
    return await timedFetch("/api/products", init);
  } catch (error) {
    throw new CatalogRequestError(
      error instanceof NetworkError && error.kind !== "unreachable"
        ? error.kind
        : otherwise,
    );
  }
}

/** A catalogue and the version it was read or written at. */
export type Catalog = { products: Product[]; version: string };

/** The stored catalogue and its version (likes are left out: they are not the editor's). */
export async function fetchCatalog(): Promise<Catalog> {
  const res = await request({ cache: "no-store" }, "fetch");
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
  const res = await request(
    {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "if-match": `"${version}"`,
      },
      body: JSON.stringify(products),
    },
    "failed",
  );
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
