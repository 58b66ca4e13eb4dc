import { keptVersion, saveCatalog } from "@/lib/products/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * POST /api/products/history/{version}/restore (editors) with If-Match, as
 * for PUT /api/products: saves that version's list again as a new save, so
 * a restore can itself be undone; the history marks it as restored from that
 * version. 409 with the current version when the
 * catalogue changed since the editor read it.
 */
export const POST = route(
  { role: "editor", store: "catalogue", ifMatch: true },
  async ({ params, version, auth }) =>
    saveCatalog(
      await keptVersion(params.version),
      version,
      auth,
      Number(params.version),
    ),
);
