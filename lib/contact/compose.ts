import "server-only";
import type { Mail } from "@/lib/mail";
import type { StoredMessage } from "@/lib/messages/types";
import { contactText as t } from "./text";

/** Turns a stored contact message into the mail the family receives; its id is the Message-ID's. */
export function composeContactMail(
  message: Omit<StoredMessage, "read" | "delivery">,
): Mail {
  const phone = message.phone || t("mail.noPhone");
  return {
    id: message.id,
    createdAt: message.receivedAt,
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
