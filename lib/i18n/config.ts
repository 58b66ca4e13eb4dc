import type { IntlConfig } from "next-intl";
import messages from "@/messages/en.json";

/** English is the only language rendered; French only leads to the under-construction page. */
export const i18nConfig = {
  locale: "en" as const,
  messages,
  /** An empty key is a programming error and throws, as the specification asks. */
  getMessageFallback({ namespace, key }) {
    if (!key) throw new Error('Parameter "key" required');
    return namespace ? `${namespace}.${key}` : key;
  },
  /** Missing messages are expected to be rare: tell the developer, never break the page. */
  onError(error) {
    if (process.env.NODE_ENV !== "production")
      console.warn(`[i18n] ${error.message}`);
  },
} satisfies Partial<IntlConfig>;
