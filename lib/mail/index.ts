import "server-only";
import path from "node:path";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { dataDir, writeAtomically } from "@/lib/db/data-dir";
import { env, type Env } from "@/lib/env";

/**
 * One message to deliver, in the app's own terms. It carries both the
 * composed email (subject and text, for SMTP and the outbox) and the
 * submitted values by name (the template parameters EmailJS fills in).
 */
export type Mail = {
  /** Unique id: the Message-ID, the outbox file names and log lines use it. */
  id: string;
  /** ISO 8601 time the message was accepted. */
  createdAt: string;
  /** Display name of the sender (the site), e.g. "Halabi Soap House website". */
  fromName: string;
  subject: string;
  text: string;
  /** The visitor, so that "Reply" answers them. */
  replyTo: { name?: string; address: string };
  fields: Record<string, string>;
};

/** Where the site's mail goes: the configured sender and recipient. */
export type MailRoute = { from: string; to: string };

/** One way of delivering mail. `send` resolves once the peer accepted the message. */
export interface MailTransport {
  readonly name: Env["MAIL_TRANSPORT"];
  send(mail: Mail): Promise<void>;
}

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

/**
 * Header values never keep a line break, whatever reached this far: a CR or
 * LF could otherwise start a header of its own (Bcc:, a second To:).
 * nodemailer encodes headers too; this is the second lock on the door.
 */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** The message as an RFC 5322 document (.eml): what SMTP sends and a mail client opens. */
function buildEml(mail: Mail, route: MailRoute): Promise<Buffer> {
  const composer = new MailComposer({
    from: { name: oneLine(mail.fromName), address: oneLine(route.from) },
    to: oneLine(route.to),
    replyTo: {
      name: oneLine(mail.replyTo.name ?? ""),
      address: oneLine(mail.replyTo.address),
    },
    subject: oneLine(mail.subject),
    text: mail.text,
    date: new Date(mail.createdAt),
    messageId: `<${mail.id}@${route.from.split("@").pop() || "localhost"}>`,
  });
  return composer.compile().build();
}

/** DATA_DIR/outbox: the .eml copies of messages kept without an email service (created when first used). */
export const outboxDir = () => path.join(dataDir(), "outbox");

/**
 * The default transport: no email service. The message store keeps every
 * message; this writes a copy as an .eml file in DATA_DIR/outbox, which any
 * mail client opens. Nothing leaves the machine.
 */
export function outboxTransport(route: MailRoute): MailTransport {
  return {
    name: "outbox",
    async send(mail) {
      // 20260121T101530Z-<id>.eml: the files sort in the order messages arrived.
      const time = mail.createdAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
      const file = path.join(outboxDir(), `${time}-${mail.id}.eml`);
      await writeAtomically(file, await buildEml(mail, route));
    },
  };
}

/**
 * Delivery through an SMTP server (`url`: smtp://user:pass@host:587 or
 * smtps://…:465). The message sent is byte for byte the .eml the outbox would
 * hold, and the envelope names only MAIL_FROM and MAIL_TO, so nothing a
 * visitor typed can add a recipient.
 */
export function smtpTransport(
  config: MailRoute & { url: string },
): MailTransport {
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

/**
 * Delivery through the EmailJS REST API (`apiUrl`: https://api.emailjs.com or
 * a stand-in), called from the server so the browser never sees the
 * identifiers. The template receives the message's fields by name (name,
 * email, phone, message). `publicKey` is what EmailJS calls user_id; the
 * private key (accessToken) is needed when the account demands it for server
 * calls. Success is 200 "OK"; errors are 4xx/5xx with a short text.
 */
export function emailjsTransport(config: {
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey?: string;
}): MailTransport {
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
      if (response.status !== 200)
        throw new Error(
          `EmailJS answered ${response.status}: ${body.replace(/\s+/g, " ")}`,
        );
    },
  };
}
