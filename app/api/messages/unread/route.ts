import { authorize } from "@/lib/account/auth/session";
import { privateJson, refuseAllBut } from "@/lib/http/responses";
import { messageStore } from "@/lib/messages";
import { messageFailure } from "@/lib/messages/http";

export const dynamic = "force-dynamic";

/** GET /api/messages/unread (editors): `{ unread }`, for the Manage menu on every page. */
export async function GET(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  try {
    const messages = await messageStore().list();
    return privateJson({ unread: messages.filter((m) => !m.read).length });
  } catch (error) {
    return messageFailure(error);
  }
}

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET");
