"use client";

import { useTranslations } from "next-intl";
import { DAYS, type Day, type ShopDetails } from "@/lib/shop-details/schema";
import { inputClass, type FieldRenderer } from "@/components/ui/field";

export type Week = Record<
  Day,
  { open: boolean; opens: string; closes: string }
>;

export const weekOf = (hours: ShopDetails["openingHours"]): Week =>
  Object.fromEntries(
    DAYS.map((day) => {
      const h = hours.find((entry) => entry.day === day);
      return [
        day,
        { open: !!h, opens: h?.opens ?? "09:00", closes: h?.closes ?? "17:00" },
      ];
    }),
  ) as Week;

export function HoursFieldset({
  week,
  warning,
  onDay,
  field,
}: {
  week: Week;
  warning?: string;
  onDay: (day: Day, change: Partial<Week[Day]>) => void;
  field: FieldRenderer;
}) {
  const t = useTranslations("ShopDetails");
  return (
    <fieldset>
      <legend className="font-serif text-xl font-semibold">{t("hours")}</legend>
      <p className="mt-0.5 text-sm text-stone-dark">{t("hoursHint")}</p>
      {warning ? (
        <p className="mt-1.5 text-sm font-medium text-red-800">{warning}</p>
      ) : null}
      <ul className="mt-3 flex flex-col gap-3">
        {DAYS.map((day) => {
          const name = t(`days.${day}`);
          const hours = week[day];
          return (
            <li key={day} className="flex flex-wrap items-end gap-x-4 gap-y-2">
              <label className="flex min-h-11 w-36 items-center gap-2 font-medium text-olive">
                <input
                  type="checkbox"
                  checked={hours.open}
                  onChange={(e) => onDay(day, { open: e.target.checked })}
                  aria-label={t("open", { day: name })}
                  className="size-5 accent-laurel"
                />
                <span aria-hidden="true">{name}</span>
              </label>
              {hours.open ? (
                <div className="flex gap-3">
                  {(["opens", "closes"] as const).map((end) =>
                    field(`${day}.${end}`, t(end, { day: name }), (props) => (
                      <input
                        {...props}
                        type="time"
                        value={hours[end]}
                        onChange={(e) => onDay(day, { [end]: e.target.value })}
                        required
                        className={`${inputClass} w-32`}
                      />
                    )),
                  )}
                </div>
              ) : (
                <span className="min-h-11 py-2.5 text-stone-dark">
                  {t("closed")}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
