import "@/lib/validation/jitless";
import { z } from "zod";
import type { KeyOf } from "@/lib/i18n/text";
import { fieldWarnings } from "@/lib/validation/field-errors";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/account/identity/limits";
import { signInSchema } from "./credentials";

// The password-reset pages' schemas, shared with their route handlers: the
// email's messages are keys of `Login`, the rest keys of `PasswordReset`.
type Warning = KeyOf<"PasswordReset">;
const warning = (key: Warning) => key;

/** "Forgot password?": the account's address, checked as at sign-in. */
export const forgotSchema = signInSchema.pick({ email: true });

/** A reset link's token (43 base64url characters) and the new password. */
export const resetSchema = z.object({
  token: z
    .string(warning("linkInvalid"))
    .regex(/^[\w-]{43}$/, warning("linkInvalid")),
  newPassword: z
    .string(warning("newRequired"))
    .min(1, warning("newRequired"))
    .min(PASSWORD_MIN_LENGTH, warning("passwordTooShort"))
    .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
});

/** The reset form's first warning per field, the repeated password included. */
export function resetWarnings(values: {
  newPassword: string;
  repeatPassword: string;
}) {
  const warnings = fieldWarnings(
    resetSchema.pick({ newPassword: true }).safeParse(values).error,
    ["newPassword"],
  ) as Partial<Record<"newPassword" | "repeatPassword", Warning>>;
  if (!values.repeatPassword) warnings.repeatPassword = "repeatRequired";
  else if (values.repeatPassword !== values.newPassword)
    warnings.repeatPassword = "repeatMismatch";
  return warnings;
}
