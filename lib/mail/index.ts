import "server-only";
import { env } from "@/lib/env";
import { emailjsTransport } from "./emailjs";
import { outboxTransport } from "./outbox";
import { smtpTransport } from "./smtp";
import type { MailRoute, MailTransport } from "./types";

export type { Mail, MailRoute, MailTransport } from "./types";

/**
 * Sender and recipient: MAIL_FROM and MAIL_TO (required for SMTP), or, for
 * the outbox, addresses at the site's own host.
 */
export function mailRoute(): MailRoute {
  const e = env();
  const host = new URL(e.SITE_URL).hostname;
  return {
    from: e.MAIL_FROM ?? `website@${host}`,
    to: e.MAIL_TO ?? `family@${host}`,
  };
}

/**
 * The transport MAIL_TRANSPORT selects (lib/env.ts has checked its
 * variables); `to` replaces MAIL_TO for mail to an account's own address.
 */
export function transportFromEnv(to?: string): MailTransport {
  const e = env();
  const route = { ...mailRoute(), ...(to && { to }) };
  switch (e.MAIL_TRANSPORT) {
    case "smtp":
      return smtpTransport({ url: e.SMTP_URL!, ...route });
    case "emailjs":
      return emailjsTransport({
        apiUrl: e.EMAILJS_API_URL,
        serviceId: e.EMAILJS_SERVICE_ID!,
        templateId: e.EMAILJS_TEMPLATE_ID!,
        publicKey: e.EMAILJS_PUBLIC_KEY!,
        privateKey: e.EMAILJS_PRIVATE_KEY,
      });
    case "outbox":
      return outboxTransport(route);
  }
}
