"use client";

import { useTranslations } from "next-intl";
import type { OrderState } from "@/lib/orders/types";

/** An order's state in words, coloured by whether it waits on the customer, is done with or ended. */
export function StateBadge({
  state,
  className = "",
}: {
  state: OrderState;
  className?: string;
}) {
  const states = useTranslations("OrderStates");
  const tone =
    state === "cancelled"
      ? "bg-stone/20 text-stone-dark"
      : state === "sent" || state === "accepted"
        ? "bg-sand text-olive"
        : "bg-laurel text-cream";
  return (
    <span
      data-state={state}
      className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${tone} ${className}`}
    >
      {states(state)}
    </span>
  );
}
