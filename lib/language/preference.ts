import { createStoredValue } from "@/lib/stored-value";

/** In localStorage under `lang`; never a cookie. */
export type Language = "en" | "fr";

export const DEFAULT_LANGUAGE: Language = "en";

/** Where each choice leads: French shows the under-construction page. */
export const LANGUAGE_DESTINATION: Record<Language, string> = {
  en: "/home",
  fr: "/underconstruction",
};

export const storedLanguage = createStoredValue(
  "lang",
  (value): value is Language => value === "en" || value === "fr",
  DEFAULT_LANGUAGE,
);
