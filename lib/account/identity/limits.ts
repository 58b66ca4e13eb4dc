/**
 * Account limits the browser can check as well as the server. The
 * common-password test needs a large list, so it lives in
 * ./password-policy, on the server only.
 */
/** The longest email address (RFC 5321), for accounts and contact messages. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;
