import "server-only";
import { env } from "@/lib/env";
import { hitAll, type RateDecision } from "@/lib/security/rate-limit";

const TEN_MINUTES = 10 * 60_000;

/*
 * Guessing a password takes many tries from one place; typos take a few. One
 * address gets 5 tries per account and 20 in all per 10 minutes; an account
 * takes 50 from all addresses together. One address can never reach an
 * account's ceiling, so an attacker cannot lock the owner out from there.
 * Sign-ups: 5 per address per 10 minutes, and SIGNUPS_PER_HOUR (100) an hour
 * for the whole site.
 */
const SIGN_IN = {
  addressAndAccount: { limit: 5, windowMs: TEN_MINUTES },
  address: { limit: 20, windowMs: TEN_MINUTES },
  account: { limit: 50, windowMs: TEN_MINUTES },
};
const SIGN_UP_PER_ADDRESS = { limit: 5, windowMs: TEN_MINUTES };

/** Counts one sign-in or sign-up attempt; refused when any of its limits is reached. */
export function authAttempt(
  kind: "signin" | "signup",
  address: string,
  email: string,
): RateDecision {
  const account = email.trim().toLowerCase();
  if (kind === "signup")
    return hitAll([
      [`signup:address:${address}`, SIGN_UP_PER_ADDRESS],
      ["signup:site", { limit: env().SIGNUPS_PER_HOUR, windowMs: 60 * 60_000 }],
    ]);
  return hitAll([
    [`signin:address+account:${address}:${account}`, SIGN_IN.addressAndAccount],
    [`signin:address:${address}`, SIGN_IN.address],
    [`signin:account:${account}`, SIGN_IN.account],
  ]);
}
