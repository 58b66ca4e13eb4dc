import "server-only";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Mail, MailRoute } from "./types";

/**
 * Header values never keep a line break, whatever reached this far: a CR or
 * LF could otherwise start a header of its own (Bcc:, a second To:).
 * nodemailer encodes headers too; this is the second lock on the door.
 */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

const domainOf = (address: string) => address.split("@").pop() || "localhost";

/** The message as an RFC 5322 document (.eml): what SMTP sends and a mail client opens. */
export function buildEml(mail: Mail, route: MailRoute): Promise<Buffer> {
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
    messageId: `<${mail.id}@${domainOf(route.from)}>`,
  });
  return composer.compile().build();
}
