import { after } from "next/server";
import { allowed, credentialText } from "@/lib/account/auth/errors";
import { forgotSchema } from "@/lib/account/auth/credentials";
import { resetAttempt } from "@/lib/account/auth/rate-limits";
import { mailPasswordReset } from "@/lib/account/auth/reset-links";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { logFailure } from "@/lib/log-failure";

export const dynamic = "force-dynamic";

/**
 * POST /api/account/forgot-password `{ email }` (anyone, same-origin): 202
 * `{ ok: true }` whether or not the address has an account, so nobody learns
 * which do; 400 for an address that is not one, 429 past the limits of the
 * asking address (never of the account: strangers asking never refuse its
 * owner). With Firebase accounts, Firebase sends its own reset email; with
 * local ones a one-time link goes out by SMTP, at most 3 an hour
 * (lib/account/auth/reset-links.ts). All of that happens after the answer,
 * so its time tells nothing either.
 */
export const POST = route(
  {
    role: "visitor",
    body: forgotSchema,
    limit: 4 * KiB,
    words: credentialText,
  },
  async ({ req, body: { email } }) => {
    await allowed(resetAttempt(clientAddress(req), email));
    after(() =>
      mailPasswordReset(email).catch((error: unknown) =>
        logFailure("[auth] a password-reset email could not be sent", error),
      ),
    );
    return privateJson({ ok: true }, 202);
  },
);
