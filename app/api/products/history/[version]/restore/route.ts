import { authorize } from "@/lib/account/auth/session";
import { keptVersion, saveCatalog } from "@/lib/products/http";
import { refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ version: string }> };

/**
 * POST /api/products/history/{version}/restore (editors) with If-Match, as
 * for PUT /api/products: saves that version's list again as a new save, so
 * a restore can itself be undone. 409 with the current version when the
 * catalogue changed since the editor read it.
 */
export async function POST(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  return saveCatalog(req, auth, async () =>
    keptVersion((await context.params).version),
  );
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
