import { authorize } from "@/lib/account/auth/session";
import { catalogFailure, keptVersion } from "@/lib/products/http";
import { privateJson, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ version: string }> };

/** GET /api/products/history/{version} (editors): the list that save wrote, without likes. */
export async function GET(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  try {
    const products = await keptVersion((await context.params).version);
    return products instanceof Response ? products : privateJson(products);
  } catch (error) {
    return catalogFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
