import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { logFailure } from "@/lib/log-failure";
import { purgeOldMessages, runDueDeliveries } from "@/lib/inbox/runs";
import { purgeOldOrders } from "@/lib/orders/retention";

export const dynamic = "force-dynamic";

const digest = (text: string) => createHash("sha256").update(text).digest();

function hasBearer(req: Request, secret: string): boolean {
  const match = /^Bearer\s+(.+?)\s*$/i.exec(
    req.headers.get("authorization") ?? "",
  );
  // Digests have one length, so neither the comparison nor its length gives the secret away.
  const same = timingSafeEqual(digest(match?.[1] ?? ""), digest(secret));
  return match !== null && same;
}

/** For a scheduler (Vercel Cron) with `Authorization: Bearer <CRON_SECRET>`; 404 while it is unset. */
export const GET = route(
  { role: "visitor", store: "messages" },
  async ({ req }) => {
    const secret = env().CRON_SECRET;
    if (!secret)
      throw new HttpError(
        404,
        "Not found: scheduled deliveries are off on this server (CRON_SECRET is not set)",
      );
    if (!hasBearer(req, secret))
      throw new HttpError(
        401,
        "Send the scheduler's key as Authorization: Bearer <CRON_SECRET>",
        { headers: { "WWW-Authenticate": "Bearer" } },
      );
    const summary = await runDueDeliveries();
    const purged = await purgeOldMessages();
    // Sales records past their 10 years go the same day (lib/orders/retention.ts).
    await purgeOldOrders().catch((error: unknown) =>
      logFailure("[orders] deleting orders past 10 years failed", error),
    );
    return privateJson({ ...summary, purged });
  },
);
