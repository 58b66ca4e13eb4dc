"use client";

import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { request, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { LoadState } from "@/components/ui/load-state";
import type { VisitReport } from "@/lib/visits/types";
import { OrderFigures } from "@/components/orders/order-figures";
import { DayChart } from "./day-chart";
import { VitalFigure } from "./vital-figure";

const PERIODS = [7, 30] as const;
const heading = "font-serif text-xl font-semibold text-olive";
const card = "rounded-xl border border-sand-dark bg-white/60 p-4";

export function VisitsReport({ names }: { names: Record<string, string> }) {
  const t = useTranslations("Visits");
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const report = useQuery({
    queryKey: ["visits", days],
    queryFn: () => request<VisitReport>(`/api/visits?days=${days}`),
  });
  const signInAgain = useSignInAgain("/visits");
  useEffect(() => {
    if (signedOut(report.error)) signInAgain();
  }, [report.error, signInAgain]);

  const period = (
    <div role="group" aria-label={t("period")} className="flex gap-2">
      {PERIODS.map((n) => (
        <button
          key={n}
          type="button"
          aria-pressed={days === n}
          onClick={() => setDays(n)}
          className="inline-flex min-h-11 items-center rounded-full border border-laurel px-4 text-sm font-semibold text-laurel-dark aria-pressed:bg-laurel aria-pressed:text-cream"
        >
          {t(n === 7 ? "last7" : "last30")}
        </button>
      ))}
    </div>
  );
  if (!report.isSuccess)
    return (
      <div className="flex flex-col gap-6">
        {period}
        <LoadState
          pending={report.isPending}
          failed={report.isError}
          loading={t("loading")}
          loadFailed={t("loadFailed")}
          reload={t("reload")}
          onReload={() => void report.refetch()}
        />
      </div>
    );

  const r = report.data;
  const sum = (key: "visitors" | "pageviews") =>
    r.days.reduce((total, d) => total + d[key], 0);
  const totals = [
    ["visitors", sum("visitors")],
    ["pageviews", sum("pageviews")],
    ["enquiries", r.enquiries],
    ["messages", r.messages],
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      {period}
      <section aria-labelledby="visits-summary">
        <h2 id="visits-summary" className={heading}>
          {t("summary")}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {totals.map(([key, value]) => (
            <div key={key} className={card} data-total={key}>
              <dt className="text-sm text-stone-dark">{t(key)}</dt>
              <dd className="font-serif text-3xl font-semibold text-olive tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-stone-dark">{t("enquiriesNote")}</p>
      </section>

      <OrderFigures days={days} />

      <DayChart days={r.days} />

      <section aria-labelledby="visits-pages">
        <h2 id="visits-pages" className={heading}>
          {t("pages")}
        </h2>
        <p className="mt-1 text-sm text-stone-dark">{t("speedNote")}</p>
        {r.pages.length === 0 ? (
          <p className="mt-3 text-stone-dark">{t("noPages")}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-3">
            {r.pages.map((page) => (
              <li key={page.path} className={card} data-path={page.path}>
                <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="font-semibold break-all text-olive">
                    {page.path}
                  </span>
                  <span className="text-sm text-olive tabular-nums" data-views>
                    {t("views", { count: page.pageviews })}
                  </span>
                </p>
                <dl className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
                  {(["lcp", "inp", "cls"] as const).map((metric) => (
                    <VitalFigure
                      key={metric}
                      metric={metric}
                      value={page[metric]}
                      measurements={page.measurements[metric]}
                    />
                  ))}
                </dl>
                <p className="mt-1 text-xs text-stone-dark" data-samples>
                  {t("samples", { count: page.samples })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-8 sm:grid-cols-2">
        <Ranking
          id="visits-referrers"
          title={t("referrers")}
          empty={t("noReferrers")}
          rows={[
            ...r.referrers.map((row) => ({
              key: row.host,
              label: row.host,
              count: t("visits", { count: row.visits }),
            })),
            // A key no host can have (a space).
            ...(r.otherSites > 0
              ? [
                  {
                    key: "other sites",
                    label: t("otherSites"),
                    count: t("visits", { count: r.otherSites }),
                  },
                ]
              : []),
          ]}
        />
        <Ranking
          id="visits-soaps"
          title={t("soaps")}
          empty={t("noSoaps")}
          rows={r.soaps.map((row) => ({
            key: row.id,
            label: names[row.id] ?? row.id,
            count: t("views", { count: row.views }),
          }))}
        />
      </div>
    </div>
  );
}

function Ranking({
  id,
  title,
  empty,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  rows: { key: string; label: string; count: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-stone-dark">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-sand-dark text-olive">
          {rows.map((row) => (
            <li
              key={row.key}
              data-key={row.key}
              className="flex justify-between gap-4 py-2"
            >
              <span className="break-all">{row.label}</span>
              <span className="shrink-0 tabular-nums">{row.count}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
