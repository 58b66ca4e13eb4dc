import "server-only";
import { env } from "@/lib/env";

/**
 * next-auth prefixes its cookie names (`__Secure-`, `__Host-`) and marks them
 * Secure when the site is served over https. Every reader and writer of those
 * cookies must agree, so the decision lives here.
 */
export function secureCookies(): boolean {
  const { NEXTAUTH_URL, SITE_URL } = env();
  return (NEXTAUTH_URL ?? SITE_URL).startsWith("https://");
}

export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

export function csrfCookieName(): string {
  return `${secureCookies() ? "__Host-" : ""}next-auth.csrf-token`;
}

/** Cookies of a request as a plain object (a value that cannot be decoded is kept as sent). */
export function parseCookieHeader(
  header: string | null | undefined,
): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}
