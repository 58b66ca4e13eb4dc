import { authorize } from "@/lib/account/auth/session";
import { catalogStore, writerToken } from "@/lib/products";
import {
  catalogFailure,
  keptVersion,
  missingIfMatch,
  savedAnswer,
  versionFromIfMatch,
} from "@/lib/products/http";
import { catalogSaved } from "@/lib/products/after-save";
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
  const expected = versionFromIfMatch(req.headers.get("if-match"));
  if (!expected) return missingIfMatch();
  try {
    const products = await keptVersion((await context.params).version);
    if (products instanceof Response) return products;
    const saved = await catalogStore().replaceAll(products, expected, {
      idToken: writerToken(auth.idToken),
      savedBy: auth.user.email,
    });
    catalogSaved(products);
    return savedAnswer(saved, products.length);
  } catch (error) {
    return catalogFailure(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
