"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { MakeOrder } from "@/components/orders/make-order";
import { ORDERS_PATH } from "@/components/orders/orders-query";
import type { StoredMessage } from "@/lib/inbox/types";
import type { Order } from "@/lib/orders/types";
import { formatDate } from "@/lib/format-date";
import { formatAmount } from "@/lib/shopping-list/format";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-laurel px-4 text-sm font-semibold text-laurel-dark transition-colors hover:bg-laurel hover:text-cream disabled:cursor-wait disabled:opacity-60";

function deliveryText(
  t: ReturnType<typeof useTranslations<"Inbox">>,
  { delivery: d }: StoredMessage,
) {
  const reason = d.lastError ?? "";
  if (d.state === "failed")
    return t("failed", { attempts: d.attempts, reason });
  if (d.state !== "pending") return t(d.state);
  return d.attempts === 0 || !d.nextAttemptAt
    ? t("pendingFirst")
    : t("pending", {
        attempts: d.attempts,
        reason,
        next: formatDate(d.nextAttemptAt),
      });
}

export function MessageCard({
  message,
  orders,
  busy,
  error,
  onRead,
  onDelete,
  onRetry,
}: {
  message: StoredMessage;
  /** The orders made from it, newest first. */
  orders: Pick<Order, "id" | "state" | "createdAt">[];
  busy: boolean;
  error: string | null;
  onRead: (read: boolean) => void;
  onDelete: () => void;
  onRetry: () => void;
}) {
  const t = useTranslations("Inbox");
  const states = useTranslations("OrderStates");
  const [ordering, setOrdering] = useState(false);
  const headingId = `message-${message.id}`;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(t("replySubject"))}`;
  const { state, attempts } = message.delivery;
  const failed = state === "failed";
  // A failed delivery, or one waiting after a failed attempt, can be tried again now.
  const retryable = failed || (state === "pending" && attempts > 0);
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-message-id={message.id}
      className={`rounded-xl border p-4 sm:p-5 ${message.read ? "border-sand-dark bg-white/60" : "border-laurel bg-white shadow-sm"}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-olive">
          {message.read ? null : (
            <span className="mr-2 rounded-full bg-laurel px-2 py-0.5 align-middle text-xs font-semibold text-cream">
              {t("unreadBadge")}
            </span>
          )}
          {message.name}
        </h3>
        <p className="text-sm text-stone-dark">
          <time dateTime={message.receivedAt}>
            {t("received", { date: formatDate(message.receivedAt) })}
          </time>
        </p>
      </header>
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-dark">{t("email")}</dt>
        <dd className="break-all">
          <a
            href={`mailto:${message.email}`}
            className="text-laurel-dark underline"
          >
            {message.email}
          </a>
        </dd>
        <dt className="font-medium text-stone-dark">{t("phone")}</dt>
        <dd>
          {message.phone ? (
            <a
              href={`tel:${message.phone}`}
              className="text-laurel-dark underline"
            >
              {message.phone}
            </a>
          ) : (
            t("noPhone")
          )}
        </dd>
      </dl>
      <p className="mt-3 break-words whitespace-pre-wrap text-olive">
        {message.message}
      </p>
      {message.list?.length ? (
        <div className="mt-3">
          <h4
            id={`${headingId}-list`}
            className="text-sm font-semibold text-stone-dark"
          >
            {t("orderList")}
          </h4>
          <ul
            aria-labelledby={`${headingId}-list`}
            className="mt-1 divide-y divide-sand-dark rounded-lg bg-sand/40 text-sm text-olive ring-1 ring-sand-dark sm:max-w-md"
          >
            {message.list.map((line, i) => (
              <li key={i} className="flex justify-between gap-4 px-3 py-1.5">
                <span className="min-w-0 break-words">{line.name}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatAmount(line.amount)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {orders.length ? (
        <div className="mt-3 text-sm text-olive">
          <p>{t("orders", { count: orders.length })}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  href={`${ORDERS_PATH}?order=${encodeURIComponent(order.id)}`}
                  className="inline-flex min-h-11 items-center text-laurel-dark underline"
                >
                  {t("orderLink", {
                    id: order.id,
                    state: states(order.state),
                    date: formatDate(order.createdAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p
        className={`mt-3 text-sm ${failed ? "font-medium text-red-800" : "text-stone-dark"}`}
        data-delivery={message.delivery.state}
      >
        {deliveryText(t, message)}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={reply} className={button}>
          {t("reply")}
        </a>
        {message.list?.length ? (
          <button
            type="button"
            className={button}
            aria-expanded={ordering}
            aria-controls={`${headingId}-order`}
            onClick={() => setOrdering(!ordering)}
          >
            {ordering ? t("closeOrder") : t("makeOrder")}
          </button>
        ) : null}
        <button
          type="button"
          className={button}
          disabled={busy}
          onClick={() => onRead(!message.read)}
        >
          {message.read ? t("markUnread") : t("markRead")}
        </button>
        {retryable ? (
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={onRetry}
          >
            {t("retry")}
          </button>
        ) : null}
        <button
          type="button"
          className={`${button} border-red-800 text-red-800 hover:bg-red-800`}
          disabled={busy}
          onClick={onDelete}
        >
          {busy ? t("working") : t("delete")}
        </button>
      </div>
      {ordering ? (
        <div id={`${headingId}-order`} className="mt-4">
          <MakeOrder messageId={message.id} />
        </div>
      ) : null}
    </article>
  );
}
