import "server-only";
import { readFields, submissionKind } from "@/lib/http/form-post";
import { clientAddress } from "@/lib/http/origin";
import { problemPage } from "@/lib/http/problem-page";
import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { textOf } from "@/lib/i18n/text";
import { hitAll } from "@/lib/security/rate-limit";
import { isTokenShape, tokenKey } from "./tokens";
import type { OrderState } from "./types";

// The customer's two actions ("I accept", "Accept and pay") are plain form posts from the order
// page, which work without JavaScript (answered 303, back to the page or on to Stripe Checkout),
// and the same fields as JSON from a script (answered JSON). The only field is the link's token.

const BODY_LIMIT = 2 * KiB;
// Counted before the link is looked up and never given back: per address, and per order's link.
const PER_ADDRESS = { limit: 20, windowMs: 10 * 60_000 };
const PER_LINK = { limit: 10, windowMs: 10 * 60_000 };

/** What the order page says after an action, by the `notice` in its address. */
export const NOTICES = [
  "accepted",
  "changed",
  "tooMany",
  "byCard",
  "paymentFailed",
] as const;
export type Notice = (typeof NOTICES)[number];

const t = textOf("OrderPage");

export const unknownOrder = () =>
  new HttpError(
    404,
    "This order link does not open any order: check that it was copied whole, or ask the shop for a new one",
  );

/** 409 naming the state the order is in: the page, reloaded, shows it. */
export const orderMoved = (state: OrderState, notice: Notice = "changed") =>
  new HttpError(409, `The order cannot be changed so: it is ${state} now`, {
    extra: { state, notice },
  });

const noticeOf = (error: HttpError): Notice | null => {
  const notice = error.more.extra?.notice;
  if (NOTICES.includes(notice as Notice)) return notice as Notice;
  if (error.status === 429) return "tooMany";
  return null;
};

const pageOf = (token: string, notice?: Notice) =>
  `/orders/${token}${notice ? `?notice=${notice}` : ""}`;

const seeOther = (location: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": "no-store" },
  });

/** A refusal the preamble made (403, 413, 415, 404): a small page for a form, JSON for a script. */
export function refuseCustomer(error: HttpError, req: Request): Response {
  return submissionKind(req) === "form"
    ? problemPage(error, {
        heading: t("problemHeading"),
        back: t("problemBack"),
        href: "/home",
      })
    : error.response();
}

/**
 * Reads the token, counts the attempt, then runs `act`, which answers where a form goes next (its
 * page with a notice, or an address such as Checkout's) and what a script gets.
 */
export async function customerPost(
  req: Request,
  act: (token: string) => Promise<{ json: unknown; next: Notice | URL }>,
): Promise<Response> {
  const kind = submissionKind(req);
  if (!kind)
    throw new HttpError(
      415,
      'Send the order\'s token as a form post or as JSON ({ "token": … })',
    );
  const { fields } = await readFields(req, kind, BODY_LIMIT);
  const token = typeof fields.token === "string" ? fields.token.trim() : "";
  const shaped = isTokenShape(token);
  const decision = await hitAll([
    [`orders:address:${clientAddress(req)}`, PER_ADDRESS],
    ...(shaped
      ? [
          [`orders:link:${tokenKey(token)}`, PER_LINK] as [
            string,
            typeof PER_LINK,
          ],
        ]
      : []),
  ]);
  try {
    if (!decision.allowed)
      throw new HttpError(
        429,
        `Too many attempts: try again in ${Math.max(1, Math.ceil(decision.retryAfterSeconds / 60))} minutes`,
        { headers: { "Retry-After": String(decision.retryAfterSeconds) } },
      );
    if (!shaped) throw unknownOrder();
    const done = await act(token);
    if (kind === "json") return privateJson(done.json);
    return seeOther(
      done.next instanceof URL ? done.next.href : pageOf(token, done.next),
    );
  } catch (error) {
    const notice = error instanceof HttpError && shaped && noticeOf(error);
    if (kind === "form" && notice) return seeOther(pageOf(token, notice));
    throw error;
  }
}
