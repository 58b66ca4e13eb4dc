import { textOf } from "@/lib/i18n/text";

export const contactText = textOf("Contact");
