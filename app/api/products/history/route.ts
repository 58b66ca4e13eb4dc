import { authorize } from "@/lib/account/auth/session";
import { catalogHistory } from "@/lib/products/history";
import { catalogFailure } from "@/lib/products/http";
import { privateJson, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/**
 * GET /api/products/history (editors): the kept saves, newest first, as
 * `{ version, savedAt, savedBy, count, changes }`. Editors only, since a
 * version may hold text that was never published.
 */
export async function GET(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  try {
    return privateJson(await catalogHistory());
  } catch (error) {
    return catalogFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
