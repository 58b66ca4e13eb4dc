import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { identity } from "@/lib/account/identity";
import { accountStore } from "@/lib/account/roles";
import { contactText } from "@/lib/contact/text";
import { documents, type Documents } from "@/lib/documents";
import { env } from "@/lib/env";
import { textOf } from "@/lib/i18n/text";
import { mailRoute, transportFromEnv } from "@/lib/mail";
import { resetMailAttempt } from "./rate-limits";

/** How long a reset link works: long enough to find the email, short enough to be little use to a thief. */
export const RESET_LINK_MS = 30 * 60_000;

/** What the store keeps per link: never the token itself, only its hash as the key. */
type ResetLink = { accountId: string; email: string; expiresAt: number };

const FOLDER = "passwordResets";
// A SHA-256 of 32 random bytes needs no salt: nobody can guess the token from it.
const keyOf = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/** The one-time password-reset links, on the documents of DATA_BACKEND (or `docs`). */
export function resetLinks(docs: Documents = documents()) {
  return {
    /**
     * A new link for the account: `{ url, expiresAt }` (ISO). The token is
     * the URL's fragment, so it never reaches a server's log or a Referer.
     */
    async create(accountId: string, email: string, now = Date.now()) {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = now + RESET_LINK_MS;
      // Links nobody used are dropped here, the next time one is made.
      const stale = Object.entries(await docs.list<ResetLink>(FOLDER))
        .filter(([, link]) => !(link?.expiresAt > now))
        .map(([key]) => [key, null]);
      await docs.patch(FOLDER, {
        ...Object.fromEntries(stale),
        [keyOf(token)]: { accountId, email, expiresAt },
      });
      return {
        url: new URL(`/reset-password#${token}`, env().SITE_URL).href,
        expiresAt: new Date(expiresAt).toISOString(),
      };
    },

    /** The account a link is for while it is unused and unexpired; null otherwise. */
    async peek(token: string, now = Date.now()): Promise<ResetLink | null> {
      const { value } = await docs.get<ResetLink>(`${FOLDER}/${keyOf(token)}`);
      return value && value.expiresAt > now ? value : null;
    },

    /** Deletes every link of the account: its password was set another way. */
    async dropAll(accountId: string) {
      const mine = Object.entries(await docs.list<ResetLink>(FOLDER))
        .filter(([, link]) => link?.accountId === accountId)
        .map(([key]) => [key, null]);
      if (mine.length > 0) await docs.patch(FOLDER, Object.fromEntries(mine));
    },

    /**
     * Uses the link up: deletes it only if it is still there as read, so of
     * two uses at once only one gets the account. Null when expired, used or
     * unknown.
     */
    async take(token: string, now = Date.now()): Promise<ResetLink | null> {
      const path = `${FOLDER}/${keyOf(token)}`;
      const { value, version } = await docs.get<ResetLink>(path);
      if (!value) return null;
      if ((await docs.putIfMatch(path, null, version)) === null) return null;
      return value.expiresAt > now ? value : null;
    },
  };
}

/**
 * The account with this address, unless an editor disabled it. Looked up
 * where accounts live (the identity provider), so one that never signed in
 * (a configured editor, an account made by the API alone) is found too.
 * Local accounts only: Firebase cannot look accounts up (its own reset email
 * serves them), and the routes refuse it before asking.
 */
export async function enabledLocalAccount(email: string) {
  const account = await identity().findAccount(email);
  if (!account || (await accountStore().get(account.id))?.disabled) return null;
  return account;
}

/**
 * Whether "Forgot password?" can mail a link: Firebase sends its own; a
 * local account's goes by SMTP only (the outbox keeps files on the server,
 * and EmailJS's template writes to the family, not to the account).
 */
export const resetMailGoesOut = () =>
  Boolean(identity().sendPasswordReset) || env().MAIL_TRANSPORT === "smtp";

/**
 * What "Forgot password?" does once it has answered: a reset mail to the
 * account with this address, if there is one and it had fewer than 3 this
 * hour (resetMailAttempt), by Firebase or by SMTP.
 */
export async function mailPasswordReset(email: string): Promise<void> {
  if (!resetMailGoesOut() || !(await resetMailAttempt(email)).allowed) return;
  const provider = identity();
  await (provider.sendPasswordReset
    ? provider.sendPasswordReset(email)
    : mailResetLink(email));
}

/** Mails a one-time reset link by SMTP to the enabled local account with this address, if there is one. */
async function mailResetLink(email: string): Promise<void> {
  const account = await enabledLocalAccount(email);
  if (!account) return;
  const { url } = await resetLinks().create(account.id, account.email);
  const t = textOf("PasswordReset");
  await transportFromEnv(account.email).send({
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    fromName: contactText("mail.fromName"),
    subject: t("mailSubject"),
    text: t("mailText", { email: account.email, url }),
    replyTo: { address: mailRoute().from },
    fields: { email: account.email, url },
  });
}
