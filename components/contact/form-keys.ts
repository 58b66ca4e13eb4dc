import { keysOf } from "@/lib/i18n/island";
import type { KeyOf } from "@/lib/i18n/text";

/*
 * The `Contact` messages the form island needs (these groups), translated on
 * the server and handed down as plain strings (a plain module: the page, a
 * server component, reads this list; a client module's exports would not be).
 */

const GROUPS = ["form", "warnings", "errors", "dialog"] as const;

export type ContactFormKey = Extract<
  KeyOf<"Contact">,
  `${(typeof GROUPS)[number]}.${string}`
>;

export const CONTACT_FORM_KEYS = keysOf("Contact").filter(
  (key): key is ContactFormKey =>
    GROUPS.some((group) => key.startsWith(`${group}.`)),
);
