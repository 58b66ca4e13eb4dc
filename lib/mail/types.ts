import type { Env } from "@/lib/env";

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
