/**
 * The `Contact` messages the form island needs, translated on the server and
 * handed down as plain strings (a plain module: the page, a server
 * component, reads this list; a client module's exports would not be).
 */
import type { KeyOf } from "@/lib/i18n/text";

export const CONTACT_FORM_KEYS = [
  "form.name",
  "form.email",
  "form.phone",
  "form.message",
  "form.honeypot",
  "form.send",
  "form.sending",
  "form.listSummary",
  "form.listIntro",
  "form.listFromShoppingList",
  "form.listItem",
  "form.listAmount",
  "form.listItemLabel",
  "form.listAmountLabel",
  "form.listRemoveLabel",
  "form.listAdd",
  "form.enquiryMessage",
  "warnings.nameRequired",
  "warnings.nameTooLong",
  "warnings.emailRequired",
  "warnings.emailInvalid",
  "warnings.emailTooLong",
  "warnings.phoneInvalid",
  "warnings.phoneTooLong",
  "warnings.messageRequired",
  "warnings.messageTooLong",
  "warnings.listInvalid",
  "warnings.listTooLong",
  "warnings.listNameRequired",
  "warnings.listNameTooLong",
  "warnings.listAmountInvalid",
  "warnings.listAmountTooLarge",
  "errors.network",
  "errors.server",
  "errors.rateLimited",
  "errors.invalid",
  "errors.tooLarge",
  "dialog.title",
  "dialog.text",
  "dialog.close",
] as const satisfies readonly KeyOf<"Contact">[];
export type ContactFormKey = (typeof CONTACT_FORM_KEYS)[number];
