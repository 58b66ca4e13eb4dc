import "server-only";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { buildEml } from "./eml";
import type { MailRoute, MailTransport } from "./types";

export type SmtpConfig = MailRoute & {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
};

/**
 * Delivery through an SMTP server. The message sent is byte for byte the
 * .eml the outbox would hold, and the envelope names only MAIL_FROM and
 * MAIL_TO, so nothing a visitor typed can add a recipient.
 */
export function smtpTransport(config: SmtpConfig): MailTransport {
  return {
    name: "smtp",
    async send(mail) {
      // A transport per message: no idle connection to keep alive between rare messages.
      const transporter = nodemailer.createTransport(
        new SMTPTransport({
          url: config.url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      );
      try {
        await transporter.sendMail({
          envelope: { from: config.from, to: [config.to] },
          raw: await buildEml(mail, config),
        });
      } finally {
        transporter.close();
      }
    },
  };
}
