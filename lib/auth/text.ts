import { createTranslator } from "use-intl/core";
import { fallbackForMissing, reportMissing } from "@/lib/i18n/fallback";
import { withKeyRules } from "@/lib/i18n/translate";
import { catalogueKey } from "@/lib/identity/error-catalogue";
import messages from "@/messages/en.json";

/** Login and AuthErrors messages outside a page render (route handlers). */
const t = withKeyRules(
  createTranslator({
    locale: "en",
    messages,
    getMessageFallback: fallbackForMissing,
    onError: reportMissing,
  }) as never,
);

/** The catalogue text for a provider message. */
export function catalogueText(providerMessage: unknown): string {
  return t(`AuthErrors.${catalogueKey(providerMessage)}`);
}

/** A form warning by its key (see ./credentials). */
export function warningText(key: string): string {
  return t(`Login.${key}`);
}

/** A text of the change-password page by its key, for its route handler. */
export function changePasswordText(key: string): string {
  return t(`ChangePassword.${key}`);
}
