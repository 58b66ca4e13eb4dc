import {
  allowed,
  allowedPasswordWork,
  linkInvalid,
  passwordResetText,
  weakPasswordField,
} from "@/lib/account/auth/errors";
import { resetSchema } from "@/lib/account/auth/credentials";
import { resetAttempt } from "@/lib/account/auth/rate-limits";
import { resetLinks } from "@/lib/account/auth/reset-links";
import { replacePassword } from "@/lib/account/auth/password-set";
import { acceptedPassword } from "@/lib/account/identity/password-policy";
import { clientAddress } from "@/lib/http/origin";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** 200 `{ email, codes }`: the account's new recovery codes (local accounts), shown once. */
export const POST = route(
  {
    role: "visitor",
    store: "accounts",
    body: resetSchema,
    limit: 16 * KiB,
    words: (key, field) =>
      field === "body"
        ? "Send token and newPassword in a JSON object"
        : passwordResetText(key),
  },
  async ({ req, body: { token, newPassword } }) => {
    await allowed(resetAttempt(clientAddress(req)));
    const link = await resetLinks().peek(token);
    if (!link) throw linkInvalid();
    await allowedPasswordWork(req);
    // The policy first, so a refused password does not use the link up.
    const accepted = await acceptedPassword(newPassword, link.email).catch(
      (error: unknown) => {
        throw weakPasswordField("newPassword", error) ?? error;
      },
    );
    if (!(await resetLinks().take(token))) throw linkInvalid();
    // A stolen session, or one on a forgotten device, ends with the old password.
    const codes = await replacePassword(
      link.accountId,
      accepted,
      "password reset",
    );
    return privateJson({ email: link.email, codes });
  },
);
