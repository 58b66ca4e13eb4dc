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
 * 202 whether or not the address has an account, and the mail goes out after the answer, so
 * neither the answer nor its time tells which do. Limits count the asking address, never the account;
 * the mails are capped per account, apart for the browsers that signed in to it.
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
    const cookies = req.headers.get("cookie");
    after(() =>
      mailPasswordReset(email, cookies).catch((error: unknown) =>
        logFailure("[auth] a password-reset email could not be sent", error),
      ),
    );
    return privateJson({ ok: true }, 202);
  },
);
