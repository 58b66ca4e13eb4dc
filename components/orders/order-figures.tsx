"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoadState } from "@/components/ui/load-state";
import { FigureBlock } from "@/components/visits/figure-block";
import { VisitsSection } from "@/components/visits/visits-section";
import { request } from "@/lib/http/client";
import type { OrderFigures as Figures } from "@/lib/orders/figures";
import { formatMoney } from "@/lib/orders/money";

/** The Visits screen's orders for the chosen days: a request of its own, beside the visits' report. */
export function OrderFigures({ days }: { days: number }) {
  const t = useTranslations("OrderFigures");
  const figures = useQuery({
    queryKey: ["orderFigures", days],
    queryFn: () => request<Figures>(`/api/orders/figures?days=${days}`),
  });
  if (figures.isSuccess) {
    const { sent, paid, paidTotals } = figures.data;
    const values = {
      sent: String(sent),
      paid: String(paid),
      paidTotal: paidTotals
        .map((total) => formatMoney(total.amount, total.currency))
        .join(" + "),
    };
    return (
      <FigureBlock
        id="visits-orders"
        title={t("heading")}
        note={t("note")}
        columns={3}
        figures={(["sent", "paid", "paidTotal"] as const).map((key) => ({
          key,
          label: t(key),
          value: values[key],
        }))}
      />
    );
  }
  return (
    <VisitsSection id="visits-orders" title={t("heading")}>
      <LoadState
        pending={figures.isPending}
        failed={figures.isError}
        loading={t("loading")}
        loadFailed={t("loadFailed")}
        reload={t("reload")}
        onReload={() => void figures.refetch()}
      />
    </VisitsSection>
  );
}
