import "server-only";
import type { Mail } from "@/lib/mail";
import type { OrderLine, StoredMessage } from "@/lib/inbox/types";
import { contactText as t } from "./text";

function listBlock(list: readonly OrderLine[] | undefined): string[] {
  if (!list || list.length === 0) return [];
  return [
    `${t("mail.list")}:`,
    ...list.map(({ name, amount }) => `- ${name}: ${amount}`),
    "",
  ];
}

/** The message's id is the Message-ID's. */
export function composeContactMail(
  message: Omit<StoredMessage, "read" | "delivery">,
): Mail {
  const phone = message.phone || t("mail.noPhone");
  const list = listBlock(message.list);
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
      ...list,
    ].join("\n"),
    replyTo: { name: message.name, address: message.email },
    fields: {
      name: message.name,
      email: message.email,
      phone: message.phone,
      // The list follows the message, so a template made for the four fields shows it too.
      message: [message.message, ...(list.length ? ["", ...list] : [])]
        .join("\n")
        .trimEnd(),
    },
  };
}
