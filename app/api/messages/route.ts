import { authorize } from "@/lib/account/auth/session";
import { privateJson, refuseAllBut } from "@/lib/http/responses";
import { messageStore } from "@/lib/messages";
import { messageFailure } from "@/lib/messages/http";

export const dynamic = "force-dynamic";

/** GET /api/messages (editors): every stored message, newest first. */
export async function GET(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  try {
    return privateJson(await messageStore().list());
  } catch (error) {
    return messageFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
