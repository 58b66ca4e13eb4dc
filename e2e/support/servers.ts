// The `scripts/server.mjs` servers of playwright.config.ts (scripts/e2e.mjs picks free ports).

/** The server every test talks to (behind one trusted proxy: the tests). */
export const port = Number(process.env.E2E_PORT ?? 3100);

/** The same build with sign-ins lasting 5 seconds, for the session-expiry test. */
export const shortPort = Number(process.env.E2E_SHORT_PORT ?? port + 1);

/** The same build exposed directly, trusting no X-Forwarded-For. */
export const directPort = Number(process.env.E2E_DIRECT_PORT ?? port + 2);

/** The same build delivering contact messages by SMTP to `smtpPort`. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 3);

/** Where the mail server's SMTP deliveries go: nothing listens until a test starts a server. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 4);
