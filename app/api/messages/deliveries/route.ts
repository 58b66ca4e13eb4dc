import { env } from "@/lib/env";
import { jsonError, privateJson, refuseAllBut } from "@/lib/http/responses";
import { hasBearer, messageFailure } from "@/lib/messages/http";
import { purgeOldMessages, runDueDeliveries } from "@/lib/messages/runs";

export const dynamic = "force-dynamic";

/**
 * GET /api/messages/deliveries, for a scheduler (Vercel Cron) with
 * `Authorization: Bearer <CRON_SECRET>`: sends the due messages, deletes
 * those older than 12 months and answers `{ delivered, failed, pending,
 * purged }` (pending: tried now and waiting for the next attempt). 404 while
 * CRON_SECRET is unset, 401 without the right key.
 */
export async function GET(req: Request) {
  const secret = env().CRON_SECRET;
  if (!secret)
    return jsonError(
      404,
      "Not found: scheduled deliveries are off on this server (CRON_SECRET is not set)",
    );
  if (!hasBearer(req, secret))
    return jsonError(
      401,
      "Send the scheduler's key as Authorization: Bearer <CRON_SECRET>",
      undefined,
      { "WWW-Authenticate": "Bearer" },
    );
  try {
    const summary = await runDueDeliveries();
    const purged = await purgeOldMessages();
    return privateJson({ ...summary, purged });
  } catch (error) {
    return messageFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
