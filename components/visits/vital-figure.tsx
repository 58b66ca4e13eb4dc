import { useTranslations } from "next-intl";
import { rating, type Metric } from "@/lib/visits/histogram";

const COLOURS = {
  good: "#0CCE6B",
  "needs-improvement": "#FFA400",
  poor: "#FF4E42",
} as const;

// Shapes too, so the verdict never rests on colour alone.
const SHAPES = {
  good: "rounded-full",
  "needs-improvement": "rounded-none",
  poor: "rounded-none [clip-path:polygon(50%_0,100%_100%,0_100%)]",
} as const;

const formatOf = (metric: Metric, value: number) =>
  metric === "lcp"
    ? `${(value / 1000).toFixed(1)} s`
    : metric === "inp"
      ? `${value} ms`
      : value.toFixed(2);

/** `value` is null below 5 measurements (lib/visits/store.ts). */
export function VitalFigure({
  metric,
  value,
  measurements,
}: {
  metric: Metric;
  value: number | null;
  measurements: number;
}) {
  const t = useTranslations("Visits");
  if (value === null)
    return (
      <div data-metric={metric}>
        <dt className="text-xs text-stone-dark">{t(metric)}</dt>
        <dd className="text-sm text-stone-dark">
          {t(measurements === 0 ? "notMeasured" : "tooFew")}
        </dd>
      </div>
    );
  const verdict = rating(metric, value);
  return (
    <div data-metric={metric} data-rating={verdict}>
      <dt className="text-xs text-stone-dark">{t(metric)}</dt>
      <dd className="flex items-center gap-1.5 text-sm text-olive">
        <span
          aria-hidden="true"
          className={`inline-block size-3 ${SHAPES[verdict]}`}
          style={{ backgroundColor: COLOURS[verdict] }}
        />
        <span className="font-semibold">{formatOf(metric, value)}</span>{" "}
        <span className="text-stone-dark">({t(verdict)})</span>
      </dd>
    </div>
  );
}
