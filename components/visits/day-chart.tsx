import { useTranslations } from "next-intl";
import type { VisitReport } from "@/lib/visits/types";

// The days are the shop's own (SHOP_TIME_ZONE): shown as the dates they are, not moved to the reader's zone.
const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const dateOf = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export function DayChart({ days }: { days: VisitReport["days"] }) {
  const t = useTranslations("Visits");
  const most = Math.max(1, ...days.map((d) => d.pageviews));
  const bar = (value: number, colour: string) => (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`h-2.5 rounded-full ${colour}`}
        style={{ width: `${(value / most) * 100}%`, minWidth: value ? 4 : 0 }}
      />
      <span className="tabular-nums">{value}</span>
    </span>
  );
  return (
    <table className="w-full table-fixed text-sm text-olive">
      <caption className="mb-2 text-left font-serif text-xl font-semibold">
        {t("perDay")}
      </caption>
      <thead>
        <tr className="text-left text-xs text-stone-dark">
          <th scope="col" className="w-24 py-1 font-normal">
            {t("day")}
          </th>
          <th scope="col" className="py-1 font-normal">
            {t("visitors")}
          </th>
          <th scope="col" className="py-1 font-normal">
            {t("pageviews")}
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} data-date={day.date}>
            <th scope="row" className="py-1 pr-2 text-left font-normal">
              <time dateTime={day.date}>{dateOf(day.date)}</time>
            </th>
            <td className="py-1 pr-2">{bar(day.visitors, "bg-gold")}</td>
            <td className="py-1">{bar(day.pageviews, "bg-laurel")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
