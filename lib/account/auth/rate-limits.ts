import "server-only";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/http/origin";
import {
  hitAll,
  takeBack,
  type RateDecision,
  type RateLimit,
} from "@/lib/security/rate-limit";
import { knownDevice } from "./device";

const TEN_MINUTES = 10 * 60_000;

// Guessing a password takes many tries; typos take a few, so only wrong passwords count.
// A browser known to the account (its device cookie, ./device) is held by its own limits and
// its address's, not the account's: guesses from elsewhere filling the account's 50 never lock
// the owner out, and the 10 shared by all known browsers stops collected cookies multiplying guesses.
const SIGN_IN = {
  device: { limit: 5, windowMs: TEN_MINUTES },
  devices: { limit: 10, windowMs: TEN_MINUTES },
  addressAndAccount: { limit: 5, windowMs: TEN_MINUTES },
  address: { limit: 20, windowMs: TEN_MINUTES },
  account: { limit: 50, windowMs: TEN_MINUTES },
};
const SIGN_UP_PER_ADDRESS = { limit: 5, windowMs: TEN_MINUTES };
// Judging a new password (zxcvbn) or hashing one (scrypt) costs tens to hundreds of milliseconds
// whatever the answer, so every request that may do either takes a token first, never given back:
// a right password and a refused one cost the same. Above the 20 wrong sign-ins per address, so
// those keep their own answer; per account as well when a session names one.
const PASSWORD_WORK = { limit: 30, windowMs: TEN_MINUTES };

export function passwordWorkAttempt(
  req: Request,
  accountId?: string,
): Promise<RateDecision> {
  const buckets: [string, RateLimit][] = [
    [`password-work:address:${clientAddress(req)}`, PASSWORD_WORK],
  ];
  if (accountId)
    buckets.push([`password-work:account:${accountId}`, PASSWORD_WORK]);
  return hitAll(buckets);
}

// Counted before the password is checked, so attempts made at once cannot all slip past an
// empty count; taken back when right.
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

export function signUpAttempt(address: string): Promise<RateDecision> {
  return hitAll([
    [`signup:address:${address}`, SIGN_UP_PER_ADDRESS],
    ["signup:site", { limit: env().SIGNUPS_PER_HOUR, windowMs: 60 * 60_000 }],
  ]);
}

// An address change's answer tells whether an address has an account, as a sign-up's does:
// limited alike, per account too (one session, many addresses), and never given back.
export const emailChangeAttempt = (accountId: string, address: string) =>
  hitAll([
    [`email-change:account:${accountId}`, SIGN_UP_PER_ADDRESS],
    [`email-change:address:${address}`, SIGN_UP_PER_ADDRESS],
  ]);

// No count per account from everywhere: strangers asking for an account's mail never refuse
// its owner (the mails themselves are capped, resetMailAttempt).
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

const RESET_MAILS = { limit: 3, windowMs: 60 * 60_000 };

// 3 an hour per account, however many ask. A browser that signed in to the account (its device
// cookie) asks from 3 of its own, and all its known browsers from 10: strangers using up the 3
// never keep the owner's mail from her.
export async function resetMailAttempt(
  email: string,
  cookieHeader: string | null,
): Promise<RateDecision> {
  const account = email.trim().toLowerCase();
  const device = await knownDevice(cookieHeader, email);
  return hitAll(
    device
      ? [
          [`reset-mail:device:${device}:${account}`, RESET_MAILS],
          [`reset-mail:devices:${account}`, { ...RESET_MAILS, limit: 10 }],
        ]
      : [[`reset-mail:account:${account}`, RESET_MAILS]],
  );
}

export const resetLinkAttempt = (editorId: string) =>
  hitAll([[`reset-link:editor:${editorId}`, SIGN_IN.address]]);

export const isWrongPassword = (code: string) =>
  ["INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "EMAIL_NOT_FOUND"].includes(
    code,
  );
