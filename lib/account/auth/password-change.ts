import "@/lib/validation/jitless";
import { z } from "zod";
import type { KeyOf } from "@/lib/i18n/text";
import { fieldWarnings } from "@/lib/validation/field-errors";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "@/lib/account/identity/limits";

// The change-password form's schema, shared with POST /api/account/password;
// issue messages are keys of `ChangePassword`. The strength rule is the server's alone.
type Warning = KeyOf<"ChangePassword">;
const warning = (key: Warning) => key;

export const passwordChangeSchema = z
  .object({
    // The current password may predate the 10-character rule.
    currentPassword: z
      .string(warning("currentRequired"))
      .min(1, warning("currentRequired"))
      .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
    newPassword: z
      .string(warning("newRequired"))
      .min(1, warning("newRequired"))
      .min(PASSWORD_MIN_LENGTH, warning("passwordTooShort"))
      .max(PASSWORD_MAX_LENGTH, warning("passwordTooLong")),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: warning("passwordSame"),
  });

/** The first warning per field of the form, the repeated password included. */
export function passwordChangeWarnings(
  values: z.infer<typeof passwordChangeSchema> & { repeatPassword: string },
) {
  const warnings = fieldWarnings(passwordChangeSchema.safeParse(values).error, [
    "currentPassword",
    "newPassword",
  ]) as Partial<
    Record<"currentPassword" | "newPassword" | "repeatPassword", Warning>
  >;
  if (!values.repeatPassword) warnings.repeatPassword = "repeatRequired";
  else if (values.repeatPassword !== values.newPassword)
    warnings.repeatPassword = "repeatMismatch";
  return warnings;
}
