import "server-only";
import type { MailTransport } from "./types";

export type EmailJsConfig = {
  /** https://api.emailjs.com, or a local stand-in in tests. */
  apiUrl: string;
  serviceId: string;
  templateId: string;
  /** The account's public key (EmailJS calls it user_id). */
  publicKey: string;
  /** The private key (accessToken); required when the account demands it for server calls. */
  privateKey?: string;
};

/**
 * Delivery through the EmailJS REST API, called from the server so the
 * browser never sees the identifiers. The template receives the message's
 * fields by name (name, email, phone, message). Success is 200 "OK";
 * errors are 4xx/5xx with a short text.
 */
export function emailjsTransport(config: EmailJsConfig): MailTransport {
  const endpoint = `${config.apiUrl.replace(/\/+$/, "")}/api/v1.0/email/send-form`;
  return {
    name: "emailjs",
    async send(mail) {
      const form = new FormData();
      form.set("service_id", config.serviceId);
      form.set("template_id", config.templateId);
      form.set("user_id", config.publicKey);
      if (config.privateKey) form.set("accessToken", config.privateKey);
      for (const [name, value] of Object.entries(mail.fields))
        form.set(name, value);
      const response = await fetch(endpoint, {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(20_000),
      });
      const body = (await response.text()).slice(0, 200);
      if (response.status !== 200) {
        throw new Error(
          `EmailJS answered ${response.status}: ${body.replace(/\s+/g, " ")}`,
        );
      }
    },
  };
}
