import {
  allowed,
  allowedPasswordWork,
  credentialText,
  invalidField,
  passwordResetText,
  weakPasswordField,
} from "@/lib/account/auth/errors";
import { recoverSchema } from "@/lib/account/auth/credentials";
import { signInAttempt } from "@/lib/account/auth/rate-limits";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { enabledLocalAccount } from "@/lib/account/auth/reset-links";
import { replacePassword } from "@/lib/account/auth/password-set";
import { identity } from "@/lib/account/identity";
import { acceptedPassword } from "@/lib/account/identity/password-policy";
import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/**
 * 200 `{ email, codes }`: the account's new recovery codes, shown once (every other code has
 * ended). 400 naming `code` alike for a wrong or used code and an unknown or disabled address.
 */
export const POST = route(
  {
    role: "visitor",
    store: "accounts",
    body: recoverSchema,
    limit: 16 * KiB,
    words: (key, field) =>
      field === "body"
        ? "Send email, code and newPassword in a JSON object"
        : field === "email"
          ? credentialText(key, field)
          : passwordResetText(key),
  },
  async ({ req, body: { email, code, newPassword } }) => {
    if (identity().sendPasswordReset)
      throw new HttpError(409, passwordResetText("codesFirebase"));
    await allowedPasswordWork(req);
    const attempt = await allowed(signInAttempt(req, email));
    // The policy first, so a refused password does not use the code up; nor does it count as a
    // wrong code.
    const accepted = await acceptedPassword(newPassword, email).catch(
      async (error: unknown) => {
        await attempt.takeBack();
        throw weakPasswordField("newPassword", error) ?? error;
      },
    );
    const account = await enabledLocalAccount(email);
    if (!account || !(await recoveryCodes().take(account.id, code)))
      throw invalidField("code", passwordResetText("codeWrong"));
    await attempt.takeBack();
    const codes = await replacePassword(account.id, accepted, "recovery");
    return privateJson({ email: account.email, codes });
  },
);
