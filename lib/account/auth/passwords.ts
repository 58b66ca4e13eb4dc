import "@/lib/validation/jitless";
import { z } from "zod";
import type { KeyOf } from "@/lib/i18n/text";
import { fieldErrors } from "@/lib/validation/field-errors";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/account/identity/limits";
import { signInSchema } from "./credentials";

// The change-password and password-reset forms' schemas, shared with their
// route handlers: issue messages are keys of `ChangePassword` or
// `PasswordReset` (the new password's, of both; the email's, of `Login`).
// The strength rule is the server's alone.
const warning = (key: KeyOf<"ChangePassword"> | KeyOf<"PasswordReset">) => key;

const newPassword = z
  .string(warning("newRequired"))
  .min(1, warning("newRequired"))
  .min(PASSWORD_MIN_LENGTH, warning("passwordTooShort"))
  .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong"));

export const passwordChangeSchema = z
  .object({
    // The current password may predate the 10-character rule.
    currentPassword: z
      .string(warning("currentRequired"))
      .min(1, warning("currentRequired"))
      .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
    newPassword,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: warning("passwordSame"),
  });

/** "Forgot password?": the account's address, checked as at sign-in. */
export const forgotSchema = signInSchema.pick({ email: true });

/** A reset link's token (43 base64url characters) and the new password. */
export const resetSchema = z.object({
  token: z
    .string(warning("linkInvalid"))
    .regex(/^[\w-]{43}$/, warning("linkInvalid")),
  newPassword,
});

/** A form's first warning per field (a key of its namespace `W`), the repeated new password included. */
export function newPasswordWarnings<W extends string>(
  schema: z.ZodType,
  values: { newPassword: string; repeatPassword: string },
) {
  const warnings = fieldErrors(
    schema.safeParse(values).error ?? { issues: [] },
  );
  if (!values.repeatPassword) warnings.repeatPassword = "repeatRequired";
  else if (values.repeatPassword !== values.newPassword)
    warnings.repeatPassword = "repeatMismatch";
  return warnings as Partial<Record<string, W>>;
}
