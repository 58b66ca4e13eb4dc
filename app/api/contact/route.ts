import { NextResponse } from "next/server";
import { formProblem, type FormProblem } from "@/lib/contact/form-reply";
import {
  HONEYPOT_FIELD,
  SENT_LOCATION,
  validateContact,
} from "@/lib/contact/schema";
import { readSubmission } from "@/lib/contact/submission";
import { contactText as t } from "@/lib/contact/text";
import { submissionKind, type SubmissionKind } from "@/lib/http/form-post";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { HttpError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { acceptMessage } from "@/lib/inbox/delivery";
import { courierFromEnv } from "@/lib/inbox/runs";
import { hit } from "@/lib/security/rate-limit";
import { logFailure } from "@/lib/log-failure";
import { today, visitStore } from "@/lib/visits";

// Room for a 5,000-character message and a 50-item order list written in a
// script of two bytes a character in UTF-8 (Arabic, for one).
const BODY_LIMIT = 32 * KiB;
const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

const problem = (
  status: number,
  key: FormProblem,
  values: Record<string, string | number> = {},
  more: HttpError["more"] = {},
) => new HttpError(status, t(`errors.${key}`, values), more);

async function receive(req: Request, kind: SubmissionKind) {
  const fields = await readSubmission(req, kind, BODY_LIMIT).catch(
    (error: unknown) => {
      // The script's JSON keeps the reader's reason; a form post gets the page's.
      if (kind === "json" || !(error instanceof HttpError)) throw error;
      throw problem(
        error.status,
        error.status === 413 ? "tooLarge" : "invalid",
      );
    },
  );

  // Bots fill every field; people never see this one. Look accepted, deliver nothing.
  const trap = fields[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") return;

  const result = validateContact(fields);
  if (!result.ok) {
    const warnings = Object.entries(result.warnings).map(([field, key]) => [
      field,
      t(`warnings.${key}`),
    ]);
    throw problem(400, "invalid", {}, { fields: Object.fromEntries(warnings) });
  }

  const decision = await hit(
    `contact:${clientAddress(req)}`,
    CONTACT_RATE_LIMIT,
  );
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    const headers = { "Retry-After": String(decision.retryAfterSeconds) };
    throw problem(429, "rateLimited", { minutes }, { headers });
  }

  try {
    await acceptMessage(result.message, courierFromEnv());
  } catch (error) {
    // Only a failure to store the message lands here: delivery failures are kept and retried.
    logFailure("[contact] the message could not be stored", error);
    throw problem(503, "server");
  }
  // Counted when it arrives, for Manage → Visits; the message matters more than its count.
  await visitStore()
    .message(today(), result.message.list ? "enquiries" : "messages")
    .catch((error: unknown) =>
      logFailure("[visits] a message could not be counted", error),
    );
}

function refuse(error: HttpError, req: Request): Response {
  const worded = error.status === 403 ? problem(403, "forbidden") : error;
  return submissionKind(req) === "form"
    ? formProblem(worded)
    : worded.response();
}

// JSON for the form's script; a 303 or a small page for a plain form post (no JavaScript).
export const POST = route({ role: "visitor", refuse }, async ({ req }) => {
  const kind = submissionKind(req);
  if (!kind)
    throw new HttpError(
      415,
      "Send the message as JSON (Content-Type: application/json) or as a form post",
    );
  await receive(req, kind);
  return kind === "form"
    ? new Response(null, {
        status: 303,
        headers: { Location: SENT_LOCATION, "Cache-Control": "no-store" },
      })
    : NextResponse.json({ status: "accepted" }, { status: 202 });
});
