import { authorize } from "@/lib/account/auth/session";
import { catalogStore } from "@/lib/products";
import {
  catalogFailure,
  historyVersionMalformed,
  historyVersionParam,
  historyVersionUnknown,
} from "@/lib/products/http";
import { privateJson, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ version: string }> };

/** GET /api/products/history/{version} (editors): the list that save wrote, without likes. */
export async function GET(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  const version = historyVersionParam((await context.params).version);
  if (version === null) return historyVersionMalformed();
  try {
    const products = await catalogStore().historyVersion(version);
    if (!products) return historyVersionUnknown(version);
    return privateJson(products);
  } catch (error) {
    return catalogFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
