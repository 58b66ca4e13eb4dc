import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { NextRequest, NextResponse } from "next/server";
import "@/lib/validation/jitless";
import { z } from "zod";
import { isSameOrigin } from "@/lib/http/origin";
import { KiB, readText } from "@/lib/http/read-body";
import { jsonError } from "@/lib/http/responses";
import { csrfCookieName, parseCookieHeader } from "./cookies";
import { credentialsSchema } from "./credentials";
import { statusFor } from "./errors";
import { authSecret } from "./secret";
import { catalogueText, warningText } from "./text";

export const AUTH_BODY_LIMIT = 16 * KiB;

const extras = {
  csrfToken: z.string("is required").min(1, "is required").max(200),
  callbackUrl: z.string().max(2048).optional(),
};

/** The POST actions of next-auth we use; the rest answer 404. */
const postSchemas: Record<string, z.ZodType<Record<string, string>>> = {
  "callback/credentials": credentialsSchema.extend(extras),
  signout: z.object(extras),
};

type Prepared =
  { ok: true; request: NextRequest } | { ok: false; response: Response };

/**
 * Checks a POST to next-auth before next-auth sees it, so every bad request
 * gets a 4xx JSON answer with a clear message: cross-site (403), wrong body
 * type (415), too large (413), malformed or missing fields (400), missing or
 * stale CSRF token (403). Then hands next-auth a clean form body.
 */
export async function prepareAuthPost(
  req: Request,
  action: string,
): Promise<Prepared> {
  const fail = (
    status: number,
    message: string,
    fields?: Record<string, string>,
  ) => ({ ok: false, response: jsonError(status, message, fields) }) as const;
  // Own keys only: an action like "__proto__" must not find Object.prototype.
  const schema = Object.hasOwn(postSchemas, action)
    ? postSchemas[action]
    : undefined;
  if (!schema) return fail(404, `Unknown sign-in action "${action}"`);
  if (!isSameOrigin(req))
    return fail(403, "Cross-site requests are not allowed");

  const type = req.headers.get("content-type") ?? "";
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!isForm && !/^application\/(.+\+)?json\b/i.test(type))
    return fail(
      415,
      "Send the body as a form (application/x-www-form-urlencoded) or as JSON",
    );
  const text = await readText(req, AUTH_BODY_LIMIT);
  if (!text.ok) return { ok: false, response: text.response };
  let body: unknown;
  if (isForm) body = Object.fromEntries(new URLSearchParams(text.value));
  else {
    try {
      body = JSON.parse(text.value);
    } catch {
      return fail(400, "The request body is not valid JSON");
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.length ? issue.path.join(".") : "body";
      fields[field] ??=
        field === "email" || field === "password"
          ? warningText(issue.message)
          : issue.message;
    }
    const summary = Object.entries(fields)
      .map(([f, m]) => `${f}: ${m}`)
      .join("; ");
    return fail(400, `Invalid input (${summary})`, fields);
  }
  if (!csrfTokenMatches(req, parsed.data.csrfToken!))
    return fail(
      403,
      "The sign-in form has expired or was not sent from this site: reload the page and try again",
    );

  const form = new URLSearchParams({ ...parsed.data, json: "true" });
  return {
    ok: true,
    request: new NextRequest(req.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    }),
  };
}

/** next-auth's double-submit check: the cookie holds `token|sha256(token + secret)`. */
function csrfTokenMatches(req: Request, sent: string): boolean {
  const cookie = parseCookieHeader(req.headers.get("cookie"))[csrfCookieName()];
  if (!cookie) return false;
  const [token, hash] = cookie.split("|");
  if (!token || !hash) return false;
  const expected = createHash("sha256")
    .update(`${token}${authSecret()}`)
    .digest("hex");
  const same = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  return same(hash, expected) && same(token, sent);
}

/**
 * A failed credentials sign-in: next-auth answers `{ url: ".../error?error=CODE" }`
 * (which its client reads). We keep `url` and add the catalogue text, the code
 * and a status that says what happened (401, 403, 429, 502...).
 */
export async function explainSignInFailure(
  response: Response,
): Promise<Response> {
  if (response.ok) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: unknown } | null;
  if (typeof body?.url !== "string") return response;
  let code = "UNKNOWN";
  try {
    code = new URL(body.url).searchParams.get("error") ?? "UNKNOWN";
  } catch {
    // keep UNKNOWN
  }
  const answer = NextResponse.json(
    { error: catalogueText(code), code, url: body.url },
    { status: statusFor(code) === 400 ? response.status : statusFor(code) },
  );
  for (const cookie of response.headers.getSetCookie())
    answer.headers.append("set-cookie", cookie);
  return answer;
}
