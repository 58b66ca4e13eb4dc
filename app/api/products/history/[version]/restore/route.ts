import { keptVersion, saveCatalog } from "@/lib/products/http";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// A restore is a new save, so it can itself be undone.
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
