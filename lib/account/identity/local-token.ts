import "server-only";
import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { getOrCreateSetting } from "@/lib/db/settings";

/**
 * The local backend's idToken: an HS256 JWT (jose) carrying the account and
 * its expiry, signed with a key generated once and kept in DATA_DIR.
 */
function signingKey(): Uint8Array {
  const { value } = getOrCreateSetting("identity.token-key", () =>
    randomBytes(32).toString("base64url"),
  );
  return new TextEncoder().encode(value);
}

export function issueToken(
  account: { id: string; email: string },
  lifetimeSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ email: account.email })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(account.id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(signingKey());
}

/** The account a token names, or null when it is forged, malformed or expired. */
export async function verifyToken(
  token: string,
  now = Date.now(),
): Promise<{ id: string; email: string; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      algorithms: ["HS256"],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string")
      return null;
    return {
      id: payload.sub,
      email: payload.email,
      expiresAt: payload.exp! * 1000,
    };
  } catch {
    return null;
  }
}
