import "server-only";
import type { CookiesOptions } from "next-auth";
import { env } from "@/lib/env";

// The `__Secure-` / `__Host-` prefixes are only accepted by browsers over https.
export function secureCookies(): boolean {
  const { NEXTAUTH_URL, SITE_URL } = env();
  return (NEXTAUTH_URL ?? SITE_URL).startsWith("https://");
}

const named = (name: string, prefix: "__Secure-" | "__Host-" = "__Secure-") =>
  `${secureCookies() ? prefix : ""}halabi.${name}`;

export const sessionCookieName = () => named("session");
export const callbackUrlCookieName = () => named("callback-url");
export const deviceCookieName = () => named("device", "__Host-");

// Named ourselves, so nothing depends on the names a next-auth release happens to use.
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
