import { NextResponse } from "next/server";
import { authorize } from "@/lib/account/auth/session";
import { catalogStore } from "@/lib/products";
import {
  catalogFailure,
  etagOf,
  invalidCatalog,
  saveCatalog,
} from "@/lib/products/http";
import { savedCatalogSchema } from "@/lib/products/image-check";
import { KiB, readJson } from "@/lib/http/read-body";
import { refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

const MAX_BODY = 256 * KiB;

/** The catalogue with each product's current likes; the ETag names the list's version. */
export async function GET() {
  try {
    const store = catalogStore();
    const [{ products, version }, likes] = await Promise.all([
      store.list(),
      store.likeCounts(),
    ]);
    return NextResponse.json(
      products.map((p) => ({ ...p, likes: likes[p.id] ?? 0 })),
      { headers: { ETag: etagOf(version), "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return catalogFailure(error);
  }
}

/** Replaces the whole list if it is still at the If-Match version (editors only). */
export async function PUT(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  return saveCatalog(req, auth, async () => {
    const body = await readJson(req, MAX_BODY);
    if (!body.ok) return body.response;
    // The schema keeps only product fields: a `likes` count in the body is dropped here.
    const parsed = await savedCatalogSchema.safeParseAsync(body.value);
    return parsed.success ? parsed.data : invalidCatalog(parsed.error);
  });
}

export const { POST, PATCH, DELETE } = refuseAllBut("GET", "PUT");
