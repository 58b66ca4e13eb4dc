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

const postSchemas = new Map<string, z.ZodType<Record<string, string>>>([
  ["callback/credentials", signInSchema.extend(extras)],
  ["signout", z.object(extras)],
]);

// Checked before next-auth sees it, so every bad request gets a clear 4xx JSON answer;
// the CSRF token itself is next-auth's to check.
export async function prepareAuthPost(
  req: Request,
  action: string,
): Promise<{ request: NextRequest; email?: string; callbackUrl?: string }> {
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
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  const form = new URLSearchParams({ ...parsed.data, json: "true" });
  return {
    request: new NextRequest(req.url, { method: "POST", headers, body: form }),
    email: parsed.data.email,
    callbackUrl: parsed.data.callbackUrl,
  };
}

// next-auth answers a wrong password `{ url: ".../error?error=CODE" }` (its client reads it):
// we keep `url` and add the text, code and a fitting status. No cookie and no error named is a
// refused CSRF token (403).
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
