import "server-only";
import type { CookiesOptions } from "next-auth";
import { env } from "@/lib/env";

/**
 * Cookies are marked Secure (with the `__Secure-` / `__Host-` prefixes browsers
 * enforce) when the site is served over https.
 */
export function secureCookies(): boolean {
  const { NEXTAUTH_URL, SITE_URL } = env();
  return (NEXTAUTH_URL ?? SITE_URL).startsWith("https://");
}

const named = (name: string, prefix: "__Secure-" | "__Host-" = "__Secure-") =>
  `${secureCookies() ? prefix : ""}halabi.${name}`;

export const sessionCookieName = () => named("session");
export const callbackUrlCookieName = () => named("callback-url");
/** The device cookie (./device): our own, set on sign-in beside next-auth's. */
export const deviceCookieName = () => named("device", "__Host-");

/**
 * next-auth's documented `cookies` option: we name its cookies ourselves, so
 * nothing here depends on the names a next-auth release happens to use.
 */
export function cookieSettings(): Partial<CookiesOptions> {
  const options = {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
  } as const;
  return {
    sessionToken: { name: sessionCookieName(), options },
    callbackUrl: { name: callbackUrlCookieName(), options },
    csrfToken: { name: named("csrf", "__Host-"), options },
  };
}
