import { catalogHistory } from "@/lib/products/history";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Editors only, since a version may hold text that was never published.
export const GET = route({ role: "editor", store: "catalogue" }, async () =>
  privateJson(await catalogHistory()),
);
