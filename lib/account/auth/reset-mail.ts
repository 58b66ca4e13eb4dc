import "server-only";
import { randomUUID } from "node:crypto";
import { accountStore } from "@/lib/account/roles";
import { env } from "@/lib/env";
import { logFailure } from "@/lib/log-failure";
import { mailRoute, transportFromEnv } from "@/lib/mail";
import { contactText } from "@/lib/contact/text";
import { textOf } from "@/lib/i18n/text";
import { resetLinks } from "./reset-links";

const t = textOf("PasswordReset");

/**
 * Mails a one-time reset link to the account with this address, if there is
 * one, it is enabled and mail goes out by SMTP (the outbox keeps files on the
 * server, and EmailJS's template writes to the family, not to the account).
 * Never throws: the visitor is told the same whatever happens here.
 */
export async function mailResetLink(email: string): Promise<void> {
  try {
    if (env().MAIL_TRANSPORT !== "smtp") return;
    const account = (await accountStore().list()).find(
      (a) => a.email === email.toLowerCase() && !a.disabled,
    );
    if (!account) return;
    const { url } = await resetLinks().create(account.id, account.email);
    await transportFromEnv(account.email).send({
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      fromName: contactText("mail.fromName"),
      subject: t("mailSubject"),
      text: t("mailText", { email: account.email, url }),
      replyTo: { address: mailRoute().from },
      fields: { email: account.email, url },
    });
  } catch (error) {
    logFailure("[auth] a password-reset email could not be sent", error);
  }
}
