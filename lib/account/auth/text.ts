import { catalogueKey } from "@/lib/account/identity/error-catalogue";
import { textOf, type KeyOf } from "@/lib/i18n/text";

const authErrors = textOf("AuthErrors");
const login = textOf("Login");
const changePassword = textOf("ChangePassword");

/** The catalogue text for a provider message. */
export function catalogueText(providerMessage: unknown): string {
  return authErrors(catalogueKey(providerMessage));
}

// The schemas' issue messages are message keys (./credentials,
// ./password-change); zod types them as plain strings.

/** A sign-in or sign-up form warning by its key. */
export function warningText(key: string): string {
  return login(key as KeyOf<"Login">);
}

/** A sign-in or sign-up field's message in the login page's words (other fields keep theirs). */
export function credentialText(message: string, field: string): string {
  return field === "email" || field === "password"
    ? warningText(message)
    : message;
}

/** A text of the change-password page by its key, for its route handler. */
export function changePasswordText(key: string): string {
  return changePassword(key as KeyOf<"ChangePassword">);
}
