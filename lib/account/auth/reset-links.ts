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

// Long enough to find the email, short enough to be little use to a thief.
export const RESET_LINK_MS = 30 * 60_000;

// Never the token itself: only its hash, as the key.
type ResetLink = { accountId: string; email: string; expiresAt: number };

const FOLDER = "passwordResets";
// A SHA-256 of 32 random bytes needs no salt: nobody can guess the token from it.
const keyOf = (token: string) =>
  createHash("sha256").update(token).digest("hex");

export function resetLinks(docs: Documents = documents()) {
  return {
    // The token is the URL's fragment, so it never reaches a server's log or a Referer.
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

    async peek(token: string, now = Date.now()): Promise<ResetLink | null> {
      const { value } = await docs.get<ResetLink>(`${FOLDER}/${keyOf(token)}`);
      return value && value.expiresAt > now ? value : null;
    },

    async dropAll(accountId: string) {
      const mine = Object.entries(await docs.list<ResetLink>(FOLDER))
        .filter(([, link]) => link?.accountId === accountId)
        .map(([key]) => [key, null]);
      if (mine.length > 0) await docs.patch(FOLDER, Object.fromEntries(mine));
    },

    // Deletes only if still there as read, so of two uses at once only one gets the account.
    async take(token: string, now = Date.now()): Promise<ResetLink | null> {
      const path = `${FOLDER}/${keyOf(token)}`;
      const { value, version } = await docs.get<ResetLink>(path);
      if (!value) return null;
      if ((await docs.putIfMatch(path, null, version)) === null) return null;
      return value.expiresAt > now ? value : null;
    },
  };
}

// Looked up in the identity provider, so an account that never signed in is found too.
// Local accounts only: Firebase cannot look accounts up (its own reset email serves them).
export async function enabledLocalAccount(email: string) {
  const account = await identity().findAccount(email);
  if (!account || (await accountStore().get(account.id))?.disabled) return null;
  return account;
}

// A local account's link goes by SMTP only: the outbox keeps files on the server, and
// EmailJS's template writes to the family, not to the account.
export const resetMailGoesOut = () =>
  Boolean(identity().sendPasswordReset) || env().MAIL_TRANSPORT === "smtp";

/** `cookieHeader`: the asking browser's, whose device cookie may name the account. */
export async function mailPasswordReset(
  email: string,
  cookieHeader: string | null,
): Promise<void> {
  if (
    !resetMailGoesOut() ||
    !(await resetMailAttempt(email, cookieHeader)).allowed
  )
    return;
  const provider = identity();
  await (provider.sendPasswordReset
    ? provider.sendPasswordReset(email)
    : mailResetLink(email));
}

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
