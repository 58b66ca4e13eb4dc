import { textOf } from "@/lib/i18n/text";

/** The `Contact` messages outside a page render (route handler, mail composition). */
export const contactText = textOf("Contact");
