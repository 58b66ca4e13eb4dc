import { authorize } from "@/lib/account/auth/session";
import { jsonError, privateJson, refuseAllBut } from "@/lib/http/responses";
import { retryMessage } from "@/lib/messages/delivery";
import { messageFailure, unknownMessage } from "@/lib/messages/http";
import { courierFromEnv } from "@/lib/messages/runs";

type Context = { params: Promise<{ id: string }> };

/**
 * POST /api/messages/{id}/retry (editors): a failed or pending message starts
 * its attempts again and is tried once now; answers the updated message.
 */
export async function POST(req: Request, context: Context) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  const { id } = await context.params;
  try {
    const outcome = await retryMessage(id, courierFromEnv());
    switch (outcome.kind) {
      case "attempted":
        return privateJson(outcome.message);
      case "unknown":
        return unknownMessage(id);
      case "no-email-service":
        return jsonError(
          409,
          "No email service is configured (MAIL_TRANSPORT=outbox): messages are kept here only; set MAIL_TRANSPORT=smtp or emailjs to send them",
        );
      case "busy":
        return jsonError(
          409,
          "This message is being sent right now; look again in a moment",
        );
      case "not-retryable":
        return jsonError(
          409,
          outcome.message.delivery.state === "delivered"
            ? "This message was already delivered; there is nothing to retry"
            : "This message was kept without an email service; only pending or failed messages can be retried",
        );
    }
  } catch (error) {
    return messageFailure(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
