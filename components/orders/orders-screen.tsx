"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { LoadState } from "@/components/ui/load-state";
import { signedOut } from "@/lib/http/client";
import { formatDate } from "@/lib/format-date";
import { formatMoney } from "@/lib/orders/money";
import { ORDER_STATES, type OrderState } from "@/lib/orders/types";
import { OrderDetail } from "./order-detail";
import { fetchOrders, ORDERS_PATH, ORDERS_QUERY } from "./orders-query";
import { StateBadge } from "./state-badge";

const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors aria-pressed:border-laurel aria-pressed:bg-laurel aria-pressed:text-cream";

/** Manage → Orders: the list, filtered by state, and one order at ?order=<id> (a link an enquiry can give). */
export function OrdersScreen() {
  const t = useTranslations("Orders");
  const states = useTranslations("OrderStates");
  const orders = useQuery({ queryKey: ORDERS_QUERY, queryFn: fetchOrders });
  const [shown, setShown] = useState<OrderState | null>(null);
  const open = useSearchParams().get("order");
  const signInAgain = useSignInAgain(ORDERS_PATH);
  useEffect(() => {
    if (signedOut(orders.error)) signInAgain();
  }, [orders.error, signInAgain]);

  if (!orders.isSuccess)
    return (
      <LoadState
        pending={orders.isPending}
        failed={orders.isError}
        loading={t("loading")}
        loadFailed={t("loadFailed")}
        reload={t("reload")}
        onReload={() => void orders.refetch()}
      />
    );

  if (open !== null) {
    const order = orders.data.find((o) => o.id === open);
    return order ? (
      <OrderDetail order={order} />
    ) : (
      <div className="flex flex-col gap-3">
        <p role="alert">{t("notFound", { id: open })}</p>
        <Link href={ORDERS_PATH} className="text-laurel-dark underline">
          {t("close")}
        </Link>
      </div>
    );
  }

  const list = shown
    ? orders.data.filter((o) => o.state === shown)
    : orders.data;
  const count = (state: OrderState | null) =>
    state
      ? orders.data.filter((o) => o.state === state).length
      : orders.data.length;
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2
        id="orders-heading"
        className="font-serif text-2xl font-semibold text-olive"
      >
        {t("listLabel")}
      </h2>
      <div
        role="group"
        aria-label={t("filter")}
        className="flex flex-wrap gap-2"
      >
        {[null, ...ORDER_STATES].map((state) => (
          <button
            key={state ?? "all"}
            type="button"
            aria-pressed={shown === state}
            onClick={() => setShown(state)}
            className={`${chip} border-stone text-olive hover:bg-sand`}
          >
            {state ? states(state) : t("all")} ({count(state)})
          </button>
        ))}
      </div>
      {list.length === 0 ? (
        <p className="text-stone-dark">
          {shown ? t("emptyState", { state: states(shown) }) : t("empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("listLabel")}>
          {list.map((order) => (
            <li key={order.id} data-order-id={order.id}>
              <Link
                href={`${ORDERS_PATH}?order=${encodeURIComponent(order.id)}`}
                className="flex min-h-11 flex-col gap-1 rounded-xl border border-sand-dark bg-white/70 p-4 text-olive hover:border-laurel sm:grid sm:grid-cols-[6rem_1fr_auto] sm:items-baseline sm:gap-4"
              >
                <span className="flex items-baseline justify-between gap-2 sm:block">
                  <span className="font-mono text-sm">{order.id}</span>
                  <StateBadge state={order.state} className="sm:hidden" />
                </span>
                <span className="min-w-0 break-words">
                  {t("summary", {
                    name: order.customer.name,
                    total: formatMoney(order.total, order.currency),
                    date: formatDate(order.createdAt),
                  })}
                </span>
                <StateBadge
                  state={order.state}
                  className="hidden sm:inline-block"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
