import { createTranslator } from "use-intl/core";
import messages from "@/messages/en.json";
import { fallbackForMissing, reportMissing } from "@/lib/i18n/fallback";
import { withKeyRules } from "@/lib/i18n/translate";

/**
 * The `Contact` messages outside a page render (route handler, mail
 * composition), with the same rules as getT: a missing key renders the key.
 */
export const contactText = withKeyRules(
  createTranslator({
    locale: "en",
    messages,
    namespace: "Contact" as never,
    getMessageFallback: fallbackForMissing,
    onError: reportMissing,
  }) as never,
);
