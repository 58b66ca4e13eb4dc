import "@/lib/validation/jitless";
import { z } from "zod";
import { fieldWarnings } from "@/lib/validation/field-errors";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/identity/password-rules";

/**
 * The sign-in and sign-up form's schemas, shared by the login page and the
 * auth route handlers. Issue messages are keys of `Login` in messages/en.json.
 * The common-password rule needs a large list and is checked on the server
 * only (lib/identity/password-policy).
 */
const CREDENTIAL_LIMITS = {
  email: 254,
  /** New passwords; sign-in takes any length, for accounts made under older rules. */
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
} as const;

export type CredentialMode = "signIn" | "signUp";

export type CredentialWarning =
  | "emailRequired"
  | "emailInvalid"
  | "emailTooLong"
  | "passwordRequired"
  | "passwordTooShort"
  | "passwordTooLong";

const warning = (key: CredentialWarning) => key;

const email = z
  .string(warning("emailRequired"))
  .trim()
  .min(1, warning("emailRequired"))
  .max(CREDENTIAL_LIMITS.email, warning("emailTooLong"))
  .pipe(z.email(warning("emailInvalid")));

// Passwords are taken as typed: no trimming.
const password = z
  .string(warning("passwordRequired"))
  .min(1, warning("passwordRequired"));

/** Sign-in: an existing account's password, whatever rule it was made under. */
export const signInSchema = z.object({
  email,
  password: password.max(
    CREDENTIAL_LIMITS.passwordMax,
    warning("passwordTooLong"),
  ),
});

/** Sign-up: a new password of at least CREDENTIAL_LIMITS.passwordMin characters. */
export const signUpSchema = z.object({
  email,
  password: password
    .min(CREDENTIAL_LIMITS.passwordMin, warning("passwordTooShort"))
    .max(CREDENTIAL_LIMITS.passwordMax, warning("passwordTooLong")),
});

type Credentials = z.infer<typeof signInSchema>;
export type CredentialField = keyof Credentials;

/** The first warning per field, or an empty object when the values are valid. */
export function credentialWarnings(
  values: unknown,
  mode: CredentialMode = "signIn",
): Partial<Record<CredentialField, CredentialWarning>> {
  const schema = mode === "signUp" ? signUpSchema : signInSchema;
  return fieldWarnings(schema.safeParse(values).error, [
    "email",
    "password",
  ]) as Partial<Record<CredentialField, CredentialWarning>>;
}
