import { privateJson, refuseAllBut } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { messageStore } from "@/lib/messages";
import { runDueDeliveriesWithin } from "@/lib/messages/runs";

export const dynamic = "force-dynamic";

/** Opening the Messages screen also sends what is due, but waits for it only this long. */
const CATCH_UP_MS = 2_000;

/** GET /api/messages (editors): every stored message, newest first. */
export const GET = route({ role: "editor", store: "messages" }, async () => {
  await runDueDeliveriesWithin(CATCH_UP_MS);
  return privateJson(await messageStore().list());
});

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
