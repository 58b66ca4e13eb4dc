import { EMAIL_MAX_LENGTH } from "@/lib/account/identity/limits";

/**
 * The contact form's limits and names, without zod: the form island imports
 * these at once, and the schema (./schema.ts) only when it is needed.
 */

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 5000,
} as const;

export const PHONE_DIGITS = { min: 6, max: 20 } as const;

/** The hidden field only bots fill in (people never see it). */
export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactWarning =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "emailTooLong"
  | "phoneInvalid"
  | "phoneTooLong"
  | "messageRequired"
  | "messageTooLong";

/**
 * The same phone rule as a browser `pattern` attribute (for the form without
 * JavaScript): digits, spaces, + - ( ) . and 6 to 20 digits in all.
 */
export const PHONE_PATTERN = `(?=(?:[^0-9]*[0-9]){${PHONE_DIGITS.min},${PHONE_DIGITS.max}}[^0-9]*$)[0-9 +\\-\\(\\)\\.]+`;
