import "@/lib/validation/jitless";
import { z } from "zod";
import type { KeyOf } from "@/lib/i18n/text";
import { fieldWarnings } from "@/lib/validation/field-errors";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/account/identity/limits";

// The login page's schemas, shared with the auth route handlers; issue
// messages are keys of `Login`. The strength rule is the server's alone.
const warning = (key: KeyOf<"Login">) => key;

const email = z
  .string(warning("emailRequired"))
  .trim()
  .min(1, warning("emailRequired"))
  .max(EMAIL_MAX_LENGTH, warning("emailTooLong"))
  .pipe(z.email(warning("emailInvalid")));

// Passwords are taken as typed: no trimming.
const password = z
  .string(warning("passwordRequired"))
  .min(1, warning("passwordRequired"));

/** Sign-in: an existing account's password, whatever rule it was made under. */
export const signInSchema = z.object({
  email,
  password: password.max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
});

/** Sign-up: a new password of at least PASSWORD_MIN_LENGTH characters. */
export const signUpSchema = z.object({
  email,
  password: password
    .min(PASSWORD_MIN_LENGTH, warning("passwordTooShort"))
    .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
});

/** The first warning per field, or an empty object when the values are valid. */
export function credentialWarnings(
  values: unknown,
  mode: "signIn" | "signUp" = "signIn",
) {
  const schema = mode === "signUp" ? signUpSchema : signInSchema;
  return fieldWarnings(schema.safeParse(values).error, [
    "email",
    "password",
  ]) as Partial<Record<"email" | "password", KeyOf<"Login">>>;
}
