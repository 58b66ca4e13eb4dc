import { catalogStore } from "@/lib/products";
import { catalogFailure } from "@/lib/products/http";
import { ID_PATTERN } from "@/lib/products/schema";
import { clientAddress, isSameOrigin } from "@/lib/http/origin";
import { jsonError, privateJson, refuseAllBut } from "@/lib/http/responses";
import { hit } from "@/lib/security/rate-limit";

export const dynamic = "force-dynamic";

/** Enough for a visitor to like the whole catalogue; too few to inflate a count by script. */
const LIKES_PER_ADDRESS = { limit: 20, windowMs: 10 * 60_000 };

/** Adds one like to a product and answers the new count. No cookie: the browser remembers its own likes. */
export async function POST(
  req: Request,
  { params }: { params: Promise<{ id: string }> },
) {
  if (!isSameOrigin(req))
    return jsonError(403, "Cross-site requests are not allowed");
  const { id } = await params;
  if (!ID_PATTERN.test(id))
    return jsonError(404, "There is no product with this id");
  const decision = await hit(`like:${clientAddress(req)}`, LIKES_PER_ADDRESS);
  if (!decision.allowed) {
    return jsonError(
      429,
      "Too many likes from this address; try again later",
      undefined,
      {
        "Retry-After": String(decision.retryAfterSeconds),
      },
    );
  }
  try {
    const likes = await catalogStore().like(id);
    return privateJson({ likes });
  } catch (error) {
    return catalogFailure(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
