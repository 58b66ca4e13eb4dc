import "@/lib/validation/jitless";
import { z } from "zod";

/**
 * The sign-in and sign-up form's one schema, shared by the login page and the
 * auth route handlers. Issue messages are keys of `Login` in messages/en.json.
 */
export const CREDENTIAL_LIMITS = {
  email: 254,
  passwordMin: 6,
  passwordMax: 1024,
} as const;

export type CredentialWarning =
  | "emailRequired"
  | "emailInvalid"
  | "emailTooLong"
  | "passwordRequired"
  | "passwordTooShort"
  | "passwordTooLong";

const warning = (key: CredentialWarning) => key;

export const credentialsSchema = z.object({
  email: z
    .string(warning("emailRequired"))
    .trim()
    .min(1, warning("emailRequired"))
    .max(CREDENTIAL_LIMITS.email, warning("emailTooLong"))
    .pipe(z.email(warning("emailInvalid"))),
  // Passwords are taken as typed: no trimming.
  password: z
    .string(warning("passwordRequired"))
    .min(1, warning("passwordRequired"))
    .min(CREDENTIAL_LIMITS.passwordMin, warning("passwordTooShort"))
    .max(CREDENTIAL_LIMITS.passwordMax, warning("passwordTooLong")),
});

export type Credentials = z.infer<typeof credentialsSchema>;
export type CredentialField = keyof Credentials;

/** The first warning per field, or an empty object when the values are valid. */
export function credentialWarnings(
  values: unknown,
): Partial<Record<CredentialField, CredentialWarning>> {
  const result = credentialsSchema.safeParse(values);
  if (result.success) return {};
  const warnings: Partial<Record<CredentialField, CredentialWarning>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === "email" || field === "password")
      warnings[field] ??= issue.message as CredentialWarning;
  }
  return warnings;
}
