import "server-only";
import { NextRequest } from "next/server";
import { z } from "zod";
import { KiB, readJson, readText } from "@/lib/http/read-body";
import { HttpError, invalidInput, jsonError } from "@/lib/http/responses";
import { sessionCookieName } from "./cookies";
import { signInSchema } from "./credentials";
import { providerCode } from "@/lib/account/identity/error-catalogue";
import { deviceCookie } from "./device";
import { authError, credentialText, login, statusFor } from "./errors";

const extras = {
  csrfToken: z.string("is required").min(1, "is required").max(200),
  callbackUrl: z.string().max(2048).optional(),
};

/** The POST actions of next-auth we use; the rest answer 404. */
const postSchemas = new Map<string, z.ZodType<Record<string, string>>>([
  ["callback/credentials", signInSchema.extend(extras)],
  ["signout", z.object(extras)],
]);

/**
 * Checks a POST to next-auth before next-auth sees it (after route()'s
 * same-origin check), so every bad request gets a 4xx JSON answer with a
 * clear message (an HttpError): unknown action (404), wrong body type (415),
 * too large (413), malformed or missing fields (400). Then hands next-auth a
 * clean form body; the CSRF token itself is next-auth's to check.
 */
export async function prepareAuthPost(
  req: Request,
  action: string,
): Promise<{ request: NextRequest; email?: string }> {
  const schema = postSchemas.get(action);
  if (!schema) throw new HttpError(404, `Unknown sign-in action "${action}"`);

  const type = req.headers.get("content-type") ?? "";
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!isForm && !/^application\/(.+\+)?json\b/i.test(type))
    throw new HttpError(
      415,
      "Send the body as a form (application/x-www-form-urlencoded) or as JSON",
    );
  const body: unknown = isForm
    ? Object.fromEntries(new URLSearchParams(await readText(req, 16 * KiB)))
    : await readJson(req, 16 * KiB);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error, credentialText);
  // The request's headers (cookies, client address) for a re-encoded form body.
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  const form = new URLSearchParams({ ...parsed.data, json: "true" });
  return {
    request: new NextRequest(req.url, { method: "POST", headers, body: form }),
    email: parsed.data.email,
  };
}

/**
 * A sign-in or sign-out next-auth did not carry out, in our JSON shape. Done,
 * it sets (or clears) the session cookie; a sign-in also sets the device
 * cookie (./device) for `email`. A wrong password is answered
 * `{ url: ".../error?error=CODE" }` (which next-auth's client reads): we keep
 * `url` and add the catalogue text, the code and a status that says what
 * happened (401, 403, 429 with the time to wait, 502...). No cookie and no
 * error named is a refused CSRF token (403).
 */
export async function explainRefusal(
  request: Request,
  response: Response,
  email?: string,
): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  if (
    response.ok &&
    cookies.some((c) => c.startsWith(`${sessionCookieName()}=`))
  ) {
    if (email)
      response.headers.append(
        "set-cookie",
        await deviceCookie(request.headers.get("cookie"), email),
      );
    return response;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: unknown } | null;
  if (typeof body?.url !== "string") return response;
  const code = URL.parse(body.url)?.searchParams.get("error");
  const status = statusFor(providerCode(code ?? ""));
  const answer = code
    ? authError(code, {
        url: body.url,
        status: status === 400 ? 401 : status,
      }).response()
    : jsonError(403, login("formExpired"));
  for (const cookie of cookies) answer.headers.append("set-cookie", cookie);
  return answer;
}
