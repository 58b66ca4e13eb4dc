import "server-only";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/http/origin";
import {
  hit,
  hitAll,
  takeBack,
  type RateDecision,
  type RateLimit,
} from "@/lib/security/rate-limit";
import { knownDevice } from "./device";

const TEN_MINUTES = 10 * 60_000;

/*
 * Guessing a password takes many tries; typos take a few. Only wrong
 * passwords count. From a new browser: 5 per address and account, 20 per
 * address (an IPv6 /64), 50 per account from everywhere, per 10 minutes. A
 * browser that signed in to the account since its password was last set
 * (its device cookie, ./device) is held instead by its own 5, by 10 for all
 * the account's known browsers together (so no number of collected cookies
 * multiplies the guesses) and by its address's 20: guesses from everywhere
 * else filling the account's 50 never lock the owner out.
 * Sign-ups: 5 per address per 10 minutes, and SIGNUPS_PER_HOUR (100) an hour
 * for the whole site.
 */
const SIGN_IN = {
  device: { limit: 5, windowMs: TEN_MINUTES },
  devices: { limit: 10, windowMs: TEN_MINUTES },
  addressAndAccount: { limit: 5, windowMs: TEN_MINUTES },
  address: { limit: 20, windowMs: TEN_MINUTES },
  account: { limit: 50, windowMs: TEN_MINUTES },
};
const SIGN_UP_PER_ADDRESS = { limit: 5, windowMs: TEN_MINUTES };

/**
 * Counts one password attempt for `email` from `req` (sign-in, or the current
 * password of a password or address change), by its client address, or by
 * its device cookie when that names this account. Counted before the
 * password is checked, so attempts made at once cannot all slip past an
 * empty count; taken back when right.
 */
export async function signInAttempt(
  req: Request,
  email: string,
  now = Date.now(),
): Promise<RateDecision & { takeBack(): Promise<void> }> {
  const address = clientAddress(req);
  const device = await knownDevice(req.headers.get("cookie"), email);
  const account = email.trim().toLowerCase();
  const buckets: [string, RateLimit][] = device
    ? [
        [`signin:device:${device}:${account}`, SIGN_IN.device],
        [`signin:devices:${account}`, SIGN_IN.devices],
      ]
    : [
        [
          `signin:address+account:${address}:${account}`,
          SIGN_IN.addressAndAccount,
        ],
        [`signin:account:${account}`, SIGN_IN.account],
      ];
  buckets.push([`signin:address:${address}`, SIGN_IN.address]);
  const decision = await hitAll(buckets, now);
  return {
    ...decision,
    takeBack: async () => {
      if (decision.allowed) await takeBack(buckets, now);
    },
  };
}

/** Counts one sign-up (made or not): refused when a limit is reached. */
export function signUpAttempt(address: string): Promise<RateDecision> {
  return hitAll([
    [`signup:address:${address}`, SIGN_UP_PER_ADDRESS],
    ["signup:site", { limit: env().SIGNUPS_PER_HOUR, windowMs: 60 * 60_000 }],
  ]);
}

/*
 * Password resets, counted like sign-in attempts: asking for a reset email
 * or using a link, 5 per address (and account, when one is named) per 10
 * minutes, 20 per address; an editor creating links for others, 20 per 10
 * minutes. No count per account from everywhere: strangers asking for an
 * account's mail never refuse its owner (the mails themselves are capped,
 * resetMailAttempt).
 */
export function resetAttempt(
  address: string,
  email?: string,
): Promise<RateDecision> {
  const account = email?.trim().toLowerCase();
  const buckets: [string, RateLimit][] = [
    [`reset:address:${address}`, SIGN_IN.address],
  ];
  if (account)
    buckets.push([
      `reset:address+account:${address}:${account}`,
      SIGN_IN.addressAndAccount,
    ]);
  return hitAll(buckets);
}

/** Counts one reset mail to the account with this address: 3 an hour, however many ask. */
export const resetMailAttempt = (email: string) =>
  hit(`reset-mail:account:${email.trim().toLowerCase()}`, {
    limit: 3,
    windowMs: 60 * 60_000,
  });

/** Counts one reset link an editor creates. */
export const resetLinkAttempt = (editorId: string) =>
  hitAll([[`reset-link:editor:${editorId}`, SIGN_IN.address]]);

/** Provider codes of a wrong address or password: the attempts that count. */
export const isWrongPassword = (code: string) =>
  ["INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "EMAIL_NOT_FOUND"].includes(
    code,
  );
