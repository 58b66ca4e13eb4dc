import { NextResponse } from "next/server";
import {
  formProblem,
  sentRedirect,
  type FormProblem,
} from "@/lib/contact/form-reply";
import { HONEYPOT_FIELD, validateContact } from "@/lib/contact/schema";
import {
  readSubmission,
  submissionKind,
  type SubmissionKind,
} from "@/lib/contact/submission";
import { contactText as t } from "@/lib/contact/text";
import { clientAddress, isSameOrigin } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import {
  jsonError,
  refuseAllBut,
  type FieldErrors,
} from "@/lib/http/responses";
import { acceptMessage } from "@/lib/messages/delivery";
import { courierFromEnv } from "@/lib/messages/runs";
import { hit } from "@/lib/security/rate-limit";
import { logFailure } from "@/lib/log-failure";

// Room for a 5,000-character message and a 50-item order list written in a
// script of two bytes a character in UTF-8 (Arabic, for one).
const BODY_LIMIT = 32 * KiB;
const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

/** Answers in the caller's terms: JSON for the form's script, a small page for a plain form post. */
function refuse(
  kind: SubmissionKind | null,
  status: number,
  problem: FormProblem,
  values: Record<string, string | number> = {},
  {
    fields,
    headers,
  }: { fields?: FieldErrors; headers?: Record<string, string> } = {},
) {
  return kind === "form"
    ? formProblem(status, problem, values, headers)
    : jsonError(status, t(`errors.${problem}`, values), fields, headers);
}

const accepted = (kind: SubmissionKind) =>
  kind === "form"
    ? sentRedirect()
    : NextResponse.json({ status: "accepted" }, { status: 202 });

/** POST /api/contact: validates a contact message, stores it, then delivers it. */
export async function POST(req: Request) {
  const kind = submissionKind(req);
  if (!isSameOrigin(req)) return refuse(kind, 403, "forbidden");
  if (!kind) {
    return jsonError(
      415,
      "Send the message as JSON (Content-Type: application/json) or as a form post",
    );
  }

  const body = await readSubmission(req, kind, BODY_LIMIT);
  if (!body.ok) {
    if (kind === "json") return body.response;
    const { status } = body.response;
    return refuse(kind, status, status === 413 ? "tooLarge" : "invalid");
  }

  // Bots fill every field; people never see this one. Look accepted, deliver nothing.
  const trap = body.fields[HONEYPOT_FIELD];
  if (typeof trap === "string" && trap.trim() !== "") return accepted(kind);

  const result = validateContact(body.fields);
  if (!result.ok) {
    const fields = Object.fromEntries(
      Object.entries(result.warnings).map(([field, key]) => [
        field,
        t(`warnings.${key}`),
      ]),
    );
    return refuse(kind, 400, "invalid", {}, { fields });
  }

  const decision = await hit(
    `contact:${clientAddress(req)}`,
    CONTACT_RATE_LIMIT,
  );
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    return refuse(
      kind,
      429,
      "rateLimited",
      { minutes },
      { headers: { "Retry-After": String(decision.retryAfterSeconds) } },
    );
  }

  try {
    await acceptMessage(result.message, courierFromEnv());
  } catch (error) {
    // Only a failure to store the message lands here: delivery failures are kept and retried.
    logFailure("[contact] the message could not be stored", error);
    return refuse(kind, 503, "server");
  }
  return accepted(kind);
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
