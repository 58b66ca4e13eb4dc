import { useTranslations } from "next-intl";
import type { Metric } from "@/lib/visits/histogram";
import { SOAP_PAGES } from "@/lib/visits/pages";
import {
  durationOf,
  sentenceOf,
  speedOf,
  type Speed,
} from "@/lib/visits/speed";
import { rating } from "@/lib/visits/histogram";
import type { VisitReport } from "@/lib/visits/types";

const METRICS: Metric[] = ["lcp", "inp", "cls"];

// A shape as well as a colour, so the verdict never rests on colour alone (the word says it too).
const MARKS: Record<Speed, string> = {
  fast: "rounded-full bg-[#0CCE6B]",
  ok: "bg-[#FFA400]",
  slow: "bg-[#FF4E42] [clip-path:polygon(50%_0,100%_100%,0_100%)]",
};

/** One page's speed: Fast, OK or Slow and a sentence; Google's figures one tap away. */
export function PageSpeed({
  title,
  figures,
}: {
  title: string;
  figures: VisitReport["speed"][number];
}) {
  const t = useTranslations("Visits");
  const verdict = speedOf(figures);
  const measured = METRICS.some((m) => figures.measurements[m] > 0);
  const shown = (metric: Metric, value: number) => {
    if (metric === "cls") return String(value);
    const { unit, value: time } = durationOf(value);
    return t(unit, { value: time });
  };
  return (
    <li
      className="rounded-xl border border-sand-dark bg-white/60 p-4"
      data-page={figures.page}
      data-speed={verdict?.speed ?? "unknown"}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-olive">
          {title}
        </h3>
        {verdict ? (
          <span className="flex items-center gap-1.5 font-semibold text-olive">
            <span
              aria-hidden="true"
              className={`inline-block size-3 ${MARKS[verdict.speed]}`}
            />
            {t(verdict.speed)}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-olive" data-sentence>
        {sentenceOf(t, figures) ?? t(measured ? "tooFew" : "notMeasured")}
      </p>
      <details className="mt-1 text-sm text-stone-dark">
        <summary className="cursor-pointer py-3 font-semibold text-laurel-dark">
          {t("technical")}
        </summary>
        <p className="break-all">
          {figures.page === SOAP_PAGES
            ? t("soapAddresses", { path: SOAP_PAGES })
            : t("address", { path: figures.page })}
        </p>
        <dl className="mt-2 flex flex-col gap-1.5">
          {METRICS.map((metric) => {
            const value = figures[metric];
            const count = figures.measurements[metric];
            return (
              <div key={metric} data-metric={metric}>
                <dt className="text-olive">{t(metric)}</dt>
                <dd>
                  {value === null
                    ? t("tooFewFigure", { count })
                    : t("figure", {
                        value: shown(metric, value),
                        rating: t(rating(metric, value)),
                        count,
                      })}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="mt-2">{t("samples", { count: figures.samples })}</p>
        <p className="mt-1">{t("thresholds")}</p>
      </details>
    </li>
  );
}
