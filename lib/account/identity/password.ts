import "server-only";
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { IdentityError } from "./types";

// OWASP's scrypt parameters need 128 MiB per hash, above Node's default 32 MiB ceiling, hence maxmem.
// The test servers make hundreds of accounts, so use N=2^10 (TEST_FAST_PASSWORD_HASHING).
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const TEST_N = 2 ** 10;
const KEY_LENGTH = 64;

// scrypt runs on libuv's pool of 4 threads, which also compresses every answer and reads files:
// four hashes at once (one visitor's four connections) held every other request of the site for
// seconds. Two at a time leave the pool half free and bound the memory to 256 MiB; a few more
// wait their turn, and beyond those the answer is the provider's "too many attempts" (429).
const AT_ONCE = 2;
const WAITING = 32;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running++;
  else if (waiting.length < WAITING)
    await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new IdentityError("TOO_MANY_ATTEMPTS_TRY_LATER");
  try {
    return await work();
  } finally {
    // A finished hash hands its place to the next in line, else gives it back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

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
  const key = await inTurn(() => derive(password, salt, { ...PARAMS, N }));
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
  const key = await inTurn(() =>
    derive(password, Buffer.from(salt, "base64url"), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
