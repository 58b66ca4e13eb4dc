import type { Messages } from "next-intl";
import { EMAIL_MAX_LENGTH } from "@/lib/account/identity/limits";

// No zod here: the form island imports these at once, the schema (./schema.ts) only when needed.

export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 5000,
} as const;

const PHONE_DIGITS = { min: 6, max: 20 } as const;

export const LIST_LIMITS = { items: 50, name: 100, amount: 1_000_000 } as const;

/** A plain form post sends the list as repeated pairs of these fields, row by row. */
export const LIST_FIELDS = { name: "listName", amount: "listAmount" } as const;

export const EMPTY_LIST_ROWS = 3;

// The amounts parseAmount (lib/shopping-list/amount) accepts, as a browser `pattern` for the no-JS form.
export const AMOUNT_PATTERN =
  "\\s*(?:(?:\\d{1,3}(?:[ \\u00A0\\u2009\\u202F]\\d{3})+|\\d+)(?:[.,]\\d*)?|[.,]\\d+)\\s*";

/** The element the no-JavaScript confirmation lives in (shown by CSS :target). */
export const SENT_FRAGMENT = "contact-sent";

export const SENT_LOCATION = `/contact?sent=1#${SENT_FRAGMENT}`;

export const ENQUIRY_PARAM = "enquiry";

export const ENQUIRY_INGREDIENTS_PARAM = "ingredients";

export const enquiryLocation = (withIngredients: boolean) =>
  `/contact?${ENQUIRY_PARAM}=1${withIngredients ? `&${ENQUIRY_INGREDIENTS_PARAM}=1` : ""}#contact-form`;

export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactWarning = keyof Messages["Contact"]["warnings"];
export type ListWarning = Extract<ContactWarning, `list${string}`>;

// The phone rule as a browser `pattern` (no-JS form): digits, spaces, + - ( ) . and 6 to 20 digits.
export const PHONE_PATTERN = `(?=(?:[^0-9]*[0-9]){${PHONE_DIGITS.min},${PHONE_DIGITS.max}}[^0-9]*$)[0-9 +\\-\\(\\)\\.]+`;

// "u" here (widest support); browsers apply the pattern attribute with "v", which it also satisfies.
export const PHONE_RULE = new RegExp(`^(?:${PHONE_PATTERN})$`, "u");
