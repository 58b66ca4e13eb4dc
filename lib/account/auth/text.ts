import { createTranslator } from "use-intl/core";
import { fallbackForMissing, reportMissing } from "@/lib/i18n/fallback";
import { withKeyRules } from "@/lib/i18n/translate";
import { catalogueKey } from "@/lib/account/identity/error-catalogue";
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

/** A sign-in or sign-up field's message in the login page's words (other fields keep theirs). */
export function credentialText(message: string, field: string): string {
  return field === "email" || field === "password"
    ? warningText(message)
    : message;
}

/** A text of the change-password page by its key, for its route handler. */
export function changePasswordText(key: string): string {
  return t(`ChangePassword.${key}`);
}
