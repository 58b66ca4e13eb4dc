import { catalogStore } from "@/lib/products";
import { ID_PATTERN } from "@/lib/products/schema";
import { clientAddress } from "@/lib/http/origin";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { hit } from "@/lib/security/rate-limit";

export const dynamic = "force-dynamic";

/** Enough for a visitor to like the whole catalogue; too few to inflate a count by script. */
const LIKES_PER_ADDRESS = { limit: 20, windowMs: 10 * 60_000 };

// No cookie: the browser remembers its own likes.
export const POST = route(
  { role: "visitor", store: "catalogue" },
  async ({ req, params: { id } }) => {
    if (!ID_PATTERN.test(id))
      throw new HttpError(404, "There is no product with this id");
    const decision = await hit(`like:${clientAddress(req)}`, LIKES_PER_ADDRESS);
    if (!decision.allowed)
      throw new HttpError(
        429,
        "Too many likes from this address; try again later",
        { headers: { "Retry-After": String(decision.retryAfterSeconds) } },
      );
    return privateJson({ likes: await catalogStore().like(id) });
  },
);
