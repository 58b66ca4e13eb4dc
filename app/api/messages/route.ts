import { authorize } from "@/lib/account/auth/session";
import { privateJson, refuseAllBut } from "@/lib/http/responses";
import { messageStore } from "@/lib/messages";
import { messageFailure } from "@/lib/messages/http";
import { runDueDeliveriesWithin } from "@/lib/messages/runs";

export const dynamic = "force-dynamic";

/** Opening the Messages screen also sends what is due, but waits for it only this long. */
const CATCH_UP_MS = 2_000;

/** GET /api/messages (editors): every stored message, newest first. */
export async function GET(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  await runDueDeliveriesWithin(CATCH_UP_MS);
  try {
    return privateJson(await messageStore().list());
  } catch (error) {
    return messageFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
