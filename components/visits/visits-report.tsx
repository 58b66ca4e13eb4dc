"use client";

import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { request, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { LoadState } from "@/components/ui/load-state";
import type { VisitReport } from "@/lib/visits/types";
import { productPath } from "@/lib/products/paths";
import { DEVICES } from "@/lib/visits/device";
import { soapOfPath } from "@/lib/visits/pages";
import { DayChart } from "./day-chart";
import { FigureBlock } from "./figure-block";
import { SpeedSection } from "./speed-section";
import { Ranking } from "./ranking";

const PERIODS = [7, 30] as const;

/** `titles`: each page's title by path (./page-titles.ts). */
export function VisitsReport({ titles }: { titles: Record<string, string> }) {
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
  const titleOf = (path: string) =>
    titles[path] ?? (soapOfPath(path) ? t("removedSoap") : path);
  const sum = (key: "visitors" | "pageviews") =>
    r.days.reduce((total, d) => total + d[key], 0);
  const totals = [
    ["visitors", sum("visitors")],
    ["pageviews", sum("pageviews")],
    ["enquiries", r.enquiries],
    ["messages", r.messages],
  ] as const;
  const viewed = DEVICES.reduce((n, device) => n + r.devices[device], 0);
  return (
    <div className="flex flex-col gap-8">
      {period}
      {/* The headline blocks, side by side on a wide screen: a further one (orders) is another FigureBlock here. */}
      <div className="grid gap-8 sm:grid-cols-2">
        <FigureBlock
          id="visits-summary"
          title={t("summary")}
          note={t("enquiriesNote")}
          columns={2}
          figures={totals.map(([key, value]) => ({
            key,
            label: t(key),
            value: String(value),
          }))}
        />
        <FigureBlock
          id="visits-devices"
          title={t("devices")}
          note={t("devicesNote")}
          columns={3}
          figures={DEVICES.map((device) => ({
            key: device,
            label: t(device),
            value: t("share", {
              share: viewed ? r.devices[device] / viewed : 0,
            }),
            detail: t("views", { count: r.devices[device] }),
          }))}
        />
      </div>

      <DayChart days={r.days} />

      <SpeedSection speed={r.speed} titleOf={titleOf} />

      <div className="grid gap-8 sm:grid-cols-2">
        <Ranking
          id="visits-pages"
          title={t("pages")}
          empty={t("noPages")}
          rows={r.pages.map((row) => ({
            key: row.path,
            label: titleOf(row.path),
            count: t("views", { count: row.pageviews }),
          }))}
        />
        <Ranking
          id="visits-soaps"
          title={t("soaps")}
          empty={t("noSoaps")}
          rows={r.soaps.map((row) => ({
            key: row.id,
            label: titleOf(productPath(row.id)),
            count: t("views", { count: row.views }),
          }))}
        />
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
      </div>
    </div>
  );
}
