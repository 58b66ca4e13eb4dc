import "server-only";
import type { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { jsonError } from "@/lib/http/responses";
import { callbackUrlCookieName, secureCookies } from "./cookies";

/** A return address on this site: a path, or an absolute URL with the site's own origin. */
export function onThisSite(value: string): boolean {
  if (value.startsWith("/"))
    return !value.startsWith("//") && !value.includes("\\");
  try {
    return new URL(value).origin === new URL(env().SITE_URL).origin;
  } catch {
    return false;
  }
}

/**
 * The return address after signing in comes from the client (a `callbackUrl`
 * parameter, or the cookie that remembers it). Only addresses on this site
 * are taken; anything else is a 400 here, and a bad cookie is cleared so the
 * next request goes through.
 */
export function refuseBadCallbackUrl(req: NextRequest): Response | null {
  const params = req.nextUrl.searchParams.getAll("callbackUrl");
  if (params.some((value) => value !== "" && !onThisSite(value)))
    return jsonError(
      400,
      "callbackUrl must be a page of this site (for example /addProducts)",
    );
  const name = callbackUrlCookieName();
  const cookie = req.cookies.get(name)?.value;
  if (cookie && !onThisSite(cookie)) {
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
