import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// The customer's link carries 32 random bytes; the store keeps only their SHA-256 (no salt needed:
// nobody guesses 256 bits from it), as the key that finds the order. So nothing lists orders by
// token, a stolen database holds no working link, and no lookup compares secrets byte by byte.

export const newToken = () => randomBytes(32).toString("base64url");

/** 43 base64url characters: anything else is no token of ours, refused before any lookup. */
export const isTokenShape = (token: string) =>
  /^[A-Za-z0-9_-]{43}$/.test(token);

export const tokenKey = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/** The stored key against the one a token gives, in constant time. */
export function sameTokenKey(stored: string, key: string): boolean {
  const a = Buffer.from(stored, "hex");
  const b = Buffer.from(key, "hex");
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b);
}
