import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { accountStore } from "@/lib/account/roles";
import { deviceCookieName, secureCookies } from "./cookies";
import { authSecret } from "./secret";

// Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
// signed in gets a random id signed with the account, letting it past the per-account ceiling
// under a limit of its own. Set only by a sign-in. The signature covers the password stamp, so
// cookies collected while someone knew the old password stop counting once it changes.

const MAX_ACCOUNTS = 4;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** 0 before any password was set through the site; null for an address no account signs in with. */
async function stampOf(email: string): Promise<number | null> {
  const account = await accountStore().byEmail(email);
  return account ? (account.passwordSetAt ?? 0) : null;
}

const signature = async (id: string, email: string, stamp: number) =>
  createHmac("sha256", await authSecret())
    .update(`device\n${id}\n${email.trim().toLowerCase()}\n${stamp}`)
    .digest("base64url");

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

export async function knownDevice(
  cookieHeader: string | null,
  email: string,
): Promise<string | null> {
  const cookie = parse(cookieHeader);
  if (!cookie) return null;
  const stamp = await stampOf(email);
  if (stamp === null) return null;
  const expected = await signature(cookie.id, email, stamp);
  return cookie.signatures.some((s) => same(s, expected)) ? cookie.id : null;
}

export async function deviceCookie(cookieHeader: string | null, email: string) {
  const cookie = parse(cookieHeader);
  const id = cookie?.id ?? randomBytes(16).toString("base64url");
  const signed = await signature(id, email, (await stampOf(email)) ?? 0);
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
