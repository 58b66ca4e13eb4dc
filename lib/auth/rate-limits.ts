import "server-only";
import { hit, type RateDecision } from "@/lib/security/rate-limit";

// About five attempts a minute per client address and per account (DESIGN.md
// section 7): enough for typos, too few for guessing.
const RULE = { limit: 5, windowMs: 60_000 };

/** Counts one sign-in or sign-up attempt; refused when the address or the account is over the limit. */
export function authAttempt(
  kind: "signin" | "signup",
  address: string,
  email: string,
): RateDecision {
  const byAddress = hit(`auth:${kind}:ip:${address}`, RULE);
  if (!byAddress.allowed) return byAddress;
  return hit(`auth:${kind}:account:${email.trim().toLowerCase()}`, RULE);
}
