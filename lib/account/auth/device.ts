import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { deviceCookieName, secureCookies } from "./cookies";
import { authSecret } from "./secret";

/*
 * Device cookies (OWASP, "Slow down online guessing attacks with device
 * cookies"): a browser that signed in to an account successfully gets a
 * random id signed (HMAC, the server's secret) together with that account.
 * Presented again for the same account, it lets the browser past the
 * per-account ceiling, under a limit of its own. Set only by a sign-in, so
 * a visitor who only browses still gets no cookie. One cookie holds the
 * signatures of the last few accounts signed in to from that browser.
 */

const MAX_ACCOUNTS = 4;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const signature = (id: string, email: string) =>
  createHmac("sha256", authSecret())
    .update(`device\n${id}\n${email.trim().toLowerCase()}`)
    .digest("base64url");

/** `<id>.<signature>...` as sent; null when absent or malformed. */
function parse(cookieHeader: string | null) {
  const name = `${deviceCookieName()}=`;
  const value = cookieHeader
    ?.split(/;\s*/)
    .find((c) => c.startsWith(name))
    ?.slice(name.length);
  const [id, ...signatures] = (value ?? "").split(".");
  if (!id || !/^[\w-]{22}$/.test(id)) return null;
  return { id, signatures: signatures.slice(-MAX_ACCOUNTS) };
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The id of this browser when its device cookie names `email` (a past sign-in to it), else null. */
export function knownDevice(
  cookieHeader: string | null,
  email: string,
): string | null {
  const cookie = parse(cookieHeader);
  if (!cookie) return null;
  const expected = signature(cookie.id, email);
  return cookie.signatures.some((s) => same(s, expected)) ? cookie.id : null;
}

/** The Set-Cookie value after a successful sign-in to `email`: the browser's id kept, this account added. */
export function deviceCookie(cookieHeader: string | null, email: string) {
  const cookie = parse(cookieHeader);
  const id = cookie?.id ?? randomBytes(16).toString("base64url");
  const signed = signature(id, email);
  const signatures = [
    ...(cookie?.signatures ?? []).filter((s) => s !== signed),
    signed,
  ].slice(-MAX_ACCOUNTS);
  return [
    `${deviceCookieName()}=${[id, ...signatures].join(".")}`,
    "Path=/",
    `Max-Age=${ONE_YEAR_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secureCookies() ? ["Secure"] : []),
  ].join("; ");
}
