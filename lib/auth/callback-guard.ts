import "server-only";
import { jsonError } from "@/lib/http/responses";
import { parseCookieHeader, secureCookies } from "./cookies";

/** next-auth's cookie remembering where to go after signing in. */
export function callbackUrlCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.callback-url`;
}

/**
 * next-auth's own test of a callback URL (next-auth/core/lib/assert.js): a
 * path, or anything that parses as an absolute http(s) URL. Where it is
 * stricter about the destination, callbacks.redirect decides later.
 */
export function nextAuthAcceptsCallbackUrl(value: string): boolean {
  try {
    const base = value.startsWith("/") ? "http://base.invalid" : undefined;
    return /^https?:/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

/**
 * next-auth answers every action with a 500 ("a problem with the server
 * configuration") when the `callbackUrl` query parameter or its callback-url
 * cookie fails that test. Both come from the client, so they get a 400 here
 * first; a bad cookie is also cleared, so the next request goes through.
 */
export function refuseBadCallbackUrl(req: Request): Response | null {
  const params = new URL(req.url).searchParams.getAll("callbackUrl");
  if (
    params.some((value) => value !== "" && !nextAuthAcceptsCallbackUrl(value))
  )
    return jsonError(
      400,
      "callbackUrl must be a path on this site (for example /addProducts)",
    );
  const name = callbackUrlCookieName();
  const cookie = parseCookieHeader(req.headers.get("cookie"))[name];
  if (cookie && !nextAuthAcceptsCallbackUrl(cookie)) {
    const secure = secureCookies() ? "; Secure" : "";
    return jsonError(
      400,
      "The sign-in return address cookie was malformed and has been cleared; try again",
      undefined,
      {
        "Set-Cookie": `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      },
    );
  }
  return null;
}
