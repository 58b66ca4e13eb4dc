import "server-only";
import path from "node:path";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { dataDir, writeAtomically } from "@/lib/db/data-dir";
import { env, type Env } from "@/lib/env";

export type Mail = {
  /** The Message-ID; outbox file names and log lines use it too. */
  id: string;
  createdAt: string;
  fromName: string;
  subject: string;
  text: string;
  replyTo: { name?: string; address: string };
  fields: Record<string, string>;
};

export type MailRoute = { from: string; to: string };

/** `send` resolves once the peer accepted the message. */
export interface MailTransport {
  readonly name: Env["MAIL_TRANSPORT"];
  send(mail: Mail): Promise<void>;
}

export function mailRoute(): MailRoute {
  const e = env();
  const host = new URL(e.SITE_URL).hostname;
  return {
    from: e.MAIL_FROM ?? `website@${host}`,
    to: e.MAIL_TO ?? `family@${host}`,
  };
}

// lib/env.ts has checked the selected transport's variables, hence the `!`s.
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

// A CR or LF could start a header of its own (Bcc:, a second To:); nodemailer
// encodes headers too, this is a second lock.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

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

export const outboxDir = () => path.join(dataDir(), "outbox");

/** The default: no email service, nothing leaves the machine; an .eml copy any mail client opens. */
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

// The envelope names only MAIL_FROM and MAIL_TO, so nothing a visitor typed can add a recipient.
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

// Called from the server so the browser never sees the identifiers. `publicKey` is EmailJS's
// user_id; `privateKey` (accessToken) is needed when the account demands it for server calls.
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
