import { timedFetch } from "@/lib/http/timed-fetch";
import type { ShopDetails } from "@/lib/shop-details/schema";

/** Why a save was refused: the status, and the server's word on each field (for a 400). */
export class SaveRefused extends Error {
  constructor(
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
    this.name = "SaveRefused";
  }
}

/** PUT /api/shop-details from `version`: the new version (the answer's ETag). Status 0: no answer. */
export async function putShopDetails(
  details: ShopDetails,
  version: string,
): Promise<string> {
  const res = await timedFetch("/api/shop-details", {
    method: "PUT",
    cache: "no-store",
    headers: { "content-type": "application/json", "if-match": `"${version}"` },
    body: JSON.stringify(details),
  }).catch(() => {
    throw new SaveRefused(0);
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      fields?: Record<string, string>;
    } | null;
    throw new SaveRefused(res.status, body?.fields);
  }
  return (res.headers.get("etag") ?? "")
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
}
