// Limits the browser checks as well as the server (the strength estimate is the server's alone).

/** RFC 5321. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
/**
 * Checked before any strength estimate or hash (every schema that carries a password), so an
 * oversized one costs nothing; a passphrase of a dozen words fits.
 */
export const PASSWORD_MAX_LENGTH = 128;
