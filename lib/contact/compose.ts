import "server-only";
import { randomUUID } from "node:crypto";
import type { Mail } from "@/lib/mail";
import type { ContactMessage } from "./schema";
import { contactText as t } from "./text";

/** Turns an accepted contact message into the mail the family receives. */
export function composeContactMail(
  message: ContactMessage,
  now = new Date(),
): Mail {
  const phone = message.phone || t("mail.noPhone");
  return {
    id: randomUUID(),
    createdAt: now.toISOString(),
    fromName: t("mail.fromName"),
    subject: t("mail.subject", { name: message.name }),
    text: [
      t("mail.intro"),
      "",
      `${t("mail.name")}: ${message.name}`,
      `${t("mail.email")}: ${message.email}`,
      `${t("mail.phone")}: ${phone}`,
      "",
      `${t("mail.message")}:`,
      message.message,
      "",
    ].join("\n"),
    replyTo: { name: message.name, address: message.email },
    fields: {
      name: message.name,
      email: message.email,
      phone: message.phone,
      message: message.message,
    },
  };
}
