import { keptVersion } from "@/lib/products/http";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(
  { role: "editor", store: "catalogue" },
  async ({ params }) => privateJson(await keptVersion(params.version)),
);
