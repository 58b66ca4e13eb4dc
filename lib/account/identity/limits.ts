/**
 * Account limits the browser can check as well as the server. The
 * common-password test needs a large list, so it lives in
 * ./password-policy, on the server only.
 */
/** The longest email address (RFC 5321), for accounts and contact messages. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

/** Why a new password is refused; each is a key of `Login` and of `ChangePassword` in messages/en.json. */
export type PasswordProblem =
  "passwordTooShort" | "passwordTooLong" | "passwordTooCommon";
