import { keptVersion } from "@/lib/products/http";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/products/history/{version} (editors): the list that save wrote, without likes. */
export const GET = route(
  { role: "editor", store: "catalogue" },
  async ({ params }) => privateJson(await keptVersion(params.version)),
);
