import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { retryMessage } from "@/lib/inbox/delivery";
import { courierFromEnv } from "@/lib/inbox/runs";

const REFUSALS = {
  "no-email-service":
    "No email service is configured (MAIL_TRANSPORT=outbox): messages are kept here only; set MAIL_TRANSPORT=smtp or emailjs to send them",
  busy: "This message is being sent right now; look again in a moment",
  delivered: "This message was already delivered; there is nothing to retry",
  "not-retryable":
    "This message was kept without an email service; only pending or failed messages can be retried",
};

export const POST = route(
  { role: "editor", store: "messages" },
  async ({ params: { id } }) => {
    const outcome = await retryMessage(id, courierFromEnv());
    if (outcome.kind === "attempted") return privateJson(outcome.message);
    if (outcome.kind === "unknown")
      throw new HttpError(404, `No message with id ${id}`);
    const delivered =
      outcome.kind === "not-retryable" &&
      outcome.message.delivery.state === "delivered";
    throw new HttpError(409, REFUSALS[delivered ? "delivered" : outcome.kind]);
  },
);
