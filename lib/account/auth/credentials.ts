import "@/lib/validation/jitless";
import { z } from "zod";
import type { KeyOf } from "@/lib/i18n/text";
import { fieldErrors } from "@/lib/validation/field-errors";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/account/identity/limits";
import { isCodeShaped, typedCode } from "./recovery-code-format";

// Issue messages are message keys of the form's text namespace (Login, ChangePassword, ...).
// The strength rule is the server's alone.
const warning = (
  key:
    | KeyOf<"Login">
    | KeyOf<"ChangePassword">
    | KeyOf<"PasswordReset">
    | KeyOf<"ChangeEmail">,
) => key;

export const warningsOf = (schema: z.ZodType, values: unknown) =>
  fieldErrors(schema.safeParse(values).error ?? { issues: [] });

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

/** An existing account's password, whatever rule it was made under. */
export const signInSchema = z.object({
  email,
  password: password.max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
});

export const signUpSchema = z.object({
  email,
  password: password
    .min(PASSWORD_MIN_LENGTH, warning("passwordTooShort"))
    .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
});

export const credentialWarnings = (
  values: unknown,
  mode: "signIn" | "signUp" = "signIn",
) =>
  warningsOf(
    mode === "signUp" ? signUpSchema : signInSchema,
    values,
  ) as Partial<Record<"email" | "password", KeyOf<"Login">>>;

const newPassword = z
  .string(warning("newRequired"))
  .min(1, warning("newRequired"))
  .min(PASSWORD_MIN_LENGTH, warning("passwordTooShort"))
  .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong"));

// The current password may predate the 10-character rule.
const currentPassword = z
  .string(warning("currentRequired"))
  .min(1, warning("currentRequired"))
  .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong"));

export const passwordChangeSchema = z
  .object({ currentPassword, newPassword })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: warning("passwordSame"),
  });

export const emailChangeSchema = z.object({
  currentPassword,
  newEmail: email.transform((e) => e.toLowerCase()),
});

export const emailChangeWarnings = (values: unknown) =>
  warningsOf(emailChangeSchema, values) as Partial<
    Record<"newEmail" | "currentPassword", KeyOf<"ChangeEmail">>
  >;

export const forgotSchema = signInSchema.pick({ email: true });

export const resetSchema = z.object({
  token: z
    .string(warning("linkInvalid"))
    .regex(/^[\w-]{43}$/, warning("linkInvalid")),
  newPassword,
});

export const recoveryCodesSchema = z.object({ currentPassword });

export const recoverSchema = z.object({
  email,
  code: z
    .string(warning("codeRequired"))
    .min(1, warning("codeRequired"))
    .max(64, warning("codeMalformed"))
    .transform(typedCode)
    .refine(isCodeShaped, warning("codeMalformed")),
  newPassword,
});

export function newPasswordWarnings<W extends string>(
  schema: z.ZodType,
  values: { newPassword: string; repeatPassword: string },
) {
  const warnings = warningsOf(schema, values);
  if (!values.repeatPassword) warnings.repeatPassword = "repeatRequired";
  else if (values.repeatPassword !== values.newPassword)
    warnings.repeatPassword = "repeatMismatch";
  return warnings as Partial<Record<string, W>>;
}
