import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSetting } from "@/lib/db/settings";

/**
 * The local backend's idToken: a compact HS256 JWT carrying the account and
 * its expiry, signed with a key generated once and kept in DATA_DIR.
 */
function signingKey(): string {
  return getOrCreateSetting("identity.token-key", () =>
    randomBytes(32).toString("base64url"),
  ).value;
}

const b64 = (value: object) =>
  Buffer.from(JSON.stringify(value)).toString("base64url");

const sign = (data: string) =>
  createHmac("sha256", signingKey()).update(data).digest("base64url");

export function issueToken(
  account: { id: string; email: string },
  lifetimeSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const data = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({
    sub: account.id,
    email: account.email,
    iat,
    exp: iat + lifetimeSeconds,
  })}`;
  return `${data}.${sign(data)}`;
}

/** The account a token names, or null when it is forged, malformed or expired. */
export function verifyToken(
  token: string,
  now = Date.now(),
): { id: string; email: string; expiresAt: number } | null {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      sub?: unknown;
      email?: unknown;
      exp?: unknown;
    };
    if (
      typeof claims.sub !== "string" ||
      typeof claims.email !== "string" ||
      typeof claims.exp !== "number" ||
      claims.exp * 1000 <= now
    )
      return null;
    return {
      id: claims.sub,
      email: claims.email,
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}
