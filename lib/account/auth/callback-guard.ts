import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { jsonError } from "@/lib/http/responses";
import { isSitePath } from "./callback-url";
import { callbackUrlCookieName, secureCookies } from "./cookies";

export function onThisSite(value: string, requestOrigin?: string): boolean {
  if (value.startsWith("/")) return isSitePath(value);
  const origin = URL.parse(value)?.origin;
  return (
    origin !== undefined &&
    (origin === new URL(env().SITE_URL).origin || origin === requestOrigin)
  );
}

// The return address comes from the client, in the query, a sign-in's body (`fromBody`) or the
// cookie; a bad cookie is cleared so the next request goes through.
export function refuseBadCallbackUrl(
  req: NextRequest,
  fromBody?: string,
): Response | null {
  // NextRequest reads 127.0.0.1 as localhost: take the host the client sent.
  const url = new URL(req.url);
  const origin = `${url.protocol}//${req.headers.get("host") ?? url.host}`;
  const here = (value: string) => onThisSite(value, origin);
  const sent = [...req.nextUrl.searchParams.getAll("callbackUrl"), fromBody];
  if (sent.some((value) => value && !here(value)))
    return jsonError(
      400,
      "callbackUrl must be a page of this site (for example /addProducts)",
    );
  const name = callbackUrlCookieName();
  const cookie = req.cookies.get(name)?.value;
  if (cookie && !here(cookie)) {
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
