import type { Messages } from "next-intl";
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

const PHONE_DIGITS = { min: 6, max: 20 } as const;

/** An order list sent with a message (an enquiry): its items, their names and amounts. */
export const LIST_LIMITS = { items: 50, name: 100, amount: 1_000_000 } as const;

/** A plain form post sends the list as repeated pairs of these fields, row by row. */
export const LIST_FIELDS = { name: "listName", amount: "listAmount" } as const;

/** The empty rows the form offers, to be filled in (also without JavaScript). */
export const EMPTY_LIST_ROWS = 3;

/**
 * The amounts parseAmount (lib/shopping-list/amount) reads as a positive
 * number, as a browser `pattern` (for the form without JavaScript): "2",
 * "1,5", ".5", "1 000".
 */
export const AMOUNT_PATTERN =
  "\\s*(?:(?:\\d{1,3}(?:[ \\u00A0\\u2009\\u202F]\\d{3})+|\\d+)(?:[.,]\\d*)?|[.,]\\d+)\\s*";

/** The element the no-JavaScript confirmation lives in (shown by CSS :target). */
export const SENT_FRAGMENT = "contact-sent";

/** Where an accepted plain form post is redirected: the page's confirmation. */
export const SENT_LOCATION = `/contact?sent=1#${SENT_FRAGMENT}`;

/** The query parameter that opens the contact form with the visitor's list attached. */
export const ENQUIRY_PARAM = "enquiry";

/** Added to the enquiry's address when the visitor ticked "attach my ingredients". */
export const ENQUIRY_INGREDIENTS_PARAM = "ingredients";

/** Where "Send as an enquiry" on the list page leads: the contact form, list attached. */
export const enquiryLocation = (withIngredients: boolean) =>
  `/contact?${ENQUIRY_PARAM}=1${withIngredients ? `&${ENQUIRY_INGREDIENTS_PARAM}=1` : ""}#contact-form`;

/** The hidden field only bots fill in (people never see it). */
export const HONEYPOT_FIELD = "website";

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The schema's issue messages: keys of `Contact.warnings`. */
export type ContactWarning = keyof Messages["Contact"]["warnings"];
export type ListWarning = Extract<ContactWarning, `list${string}`>;

/**
 * The same phone rule as a browser `pattern` attribute (for the form without
 * JavaScript): digits, spaces, + - ( ) . and 6 to 20 digits in all.
 */
export const PHONE_PATTERN = `(?=(?:[^0-9]*[0-9]){${PHONE_DIGITS.min},${PHONE_DIGITS.max}}[^0-9]*$)[0-9 +\\-\\(\\)\\.]+`;

// "u" here (widest support); browsers apply the pattern attribute with "v", which it also satisfies.
export const PHONE_RULE = new RegExp(`^(?:${PHONE_PATTERN})$`, "u");
