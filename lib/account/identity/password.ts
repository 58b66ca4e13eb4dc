import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// OWASP's scrypt parameters need 128 MiB per hash, above Node's default 32 MiB ceiling, hence maxmem.
// The test servers make hundreds of accounts, so use N=2^10 (TEST_FAST_PASSWORD_HASHING).
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const TEST_N = 2 ** 10;
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: PARAMS.maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = env().TEST_FAST_PASSWORD_HASHING ? TEST_N : PARAMS.N;
  const key = await derive(password, salt, { ...PARAMS, N });
  return [
    "scrypt",
    N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

export async function verifyPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
