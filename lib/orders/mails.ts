import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";
import { textOf } from "@/lib/i18n/text";
import { logFailure } from "@/lib/log-failure";
import { transportFromEnv, type Mail } from "@/lib/mail";
import { formatMoney } from "./money";
import type { Order } from "./types";

const t = textOf("OrderMail");

/** The customer's private page: the link is the only key to it. */
export const orderLink = (token: string) =>
  new URL(`/orders/${token}`, env().SITE_URL).href;

/**
 * Whether the customer was mailed. Only SMTP writes to a customer: the outbox keeps the mail on the
 * server (an .eml in DATA_DIR/outbox), and EmailJS's template writes to the family.
 */
export type MailOutcome =
  { mailed: true } | { mailed: false; why: "outbox" | "emailjs" | "failed" };

export type CustomerMail =
  | { kind: "sent" | "link"; link: string }
  | { kind: "paid" | "done" | "cancelled" }
  | { kind: "shipped"; tracking?: string };

function summary(order: Order): string[] {
  const money = (minor: number) => formatMoney(minor, order.currency);
  return [
    ...order.lines.map((line) =>
      t("line", {
        quantity: line.quantity,
        name: line.name,
        amount: money(line.quantity * line.unitPrice),
      }),
    ),
    ...(order.shipping.amount > 0 || order.shipping.label
      ? [
          t("shipping", {
            label: order.shipping.label || t("shippingUnnamed"),
            amount: money(order.shipping.amount),
          }),
        ]
      : []),
    t("total", { amount: money(order.total) }),
  ];
}

function compose(
  order: Order,
  subject: string,
  body: string[],
  replyTo: string,
): Mail {
  const text = body.join("\n");
  return {
    id: randomUUID(),
    createdAt: new Date().toISOString(),
    fromName: t("fromName"),
    subject,
    text,
    replyTo: { address: replyTo },
    fields: {
      name: order.customer.name,
      email: order.customer.email,
      phone: "",
      message: text,
    },
  };
}

function customerBody(order: Order, mail: CustomerMail): string[] {
  const hello = [t("hello", { name: order.customer.name }), ""];
  switch (mail.kind) {
    case "sent":
    case "link":
      return [
        ...hello,
        t(mail.kind === "sent" ? "sentIntro" : "linkIntro", { id: order.id }),
        "",
        ...summary(order),
        ...(order.note ? ["", order.note] : []),
        "",
        t("open"),
        mail.link,
        "",
        t("private"),
      ];
    case "shipped":
      return [
        ...hello,
        t("shippedIntro", { id: order.id }),
        ...(mail.tracking ? ["", t("tracking"), mail.tracking] : []),
      ];
    default:
      return [...hello, t(`${mail.kind}Intro`, { id: order.id })];
  }
}

/** Mails the customer (never throws: the change it tells of is already stored); `replyTo` is the shop's address. */
export async function mailCustomer(
  order: Order,
  mail: CustomerMail,
  replyTo: string,
): Promise<MailOutcome> {
  const transport = transportFromEnv(order.customer.email);
  if (transport.name === "emailjs") return { mailed: false, why: "emailjs" };
  const subject = t(`${mail.kind}Subject`, { id: order.id });
  try {
    await transport.send(
      compose(order, subject, customerBody(order, mail), replyTo),
    );
  } catch (error) {
    logFailure(
      `[orders] the mail to the customer of order ${order.id} failed`,
      error,
    );
    return { mailed: false, why: "failed" };
  }
  return transport.name === "outbox"
    ? { mailed: false, why: "outbox" }
    : { mailed: true };
}

/** Tells the family what the customer or Stripe did (any transport: it writes to MAIL_TO). */
export async function tellFamily(
  order: Order,
  what: "accepted" | "paidByCard",
): Promise<void> {
  const text = [
    t(`${what}Family`, { id: order.id, name: order.customer.name }),
    "",
    ...summary(order),
  ];
  try {
    await transportFromEnv().send(
      compose(
        order,
        t(`${what}FamilySubject`, { id: order.id, name: order.customer.name }),
        text,
        order.customer.email,
      ),
    );
  } catch (error) {
    logFailure(
      `[orders] the family could not be told about order ${order.id}`,
      error,
    );
  }
}
