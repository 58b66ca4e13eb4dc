"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoadState } from "@/components/ui/load-state";
import { request } from "@/lib/http/client";
import type { OrderFigures as Figures } from "@/lib/orders/figures";
import { formatMoney } from "@/lib/orders/money";

const card = "rounded-xl border border-sand-dark bg-white/60 p-4";

/** The Visits screen's orders for the chosen days: a request of its own, beside the visits' report. */
export function OrderFigures({ days }: { days: number }) {
  const t = useTranslations("OrderFigures");
  const figures = useQuery({
    queryKey: ["orderFigures", days],
    queryFn: () => request<Figures>(`/api/orders/figures?days=${days}`),
  });
  return (
    <section aria-labelledby="visits-orders">
      <h2
        id="visits-orders"
        className="font-serif text-xl font-semibold text-olive"
      >
        {t("heading")}
      </h2>
      {figures.isSuccess ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {(
            [
              ["sent", String(figures.data.sent)],
              ["paid", String(figures.data.paid)],
              [
                "paidTotal",
                figures.data.paidTotals
                  .map((total) => formatMoney(total.amount, total.currency))
                  .join(" + "),
              ],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={card} data-order-figure={key}>
              <dt className="text-sm text-stone-dark">{t(key)}</dt>
              <dd className="font-serif text-2xl font-semibold break-words text-olive tabular-nums sm:text-3xl">
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <LoadState
          pending={figures.isPending}
          failed={figures.isError}
          loading={t("loading")}
          loadFailed={t("loadFailed")}
          reload={t("reload")}
          onReload={() => void figures.refetch()}
        />
      )}
      <p className="mt-2 text-sm text-stone-dark">{t("note")}</p>
    </section>
  );
}
