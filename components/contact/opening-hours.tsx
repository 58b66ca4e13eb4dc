import { getTranslations } from "next-intl/server";
import { DAYS, type ShopDetails } from "@/lib/shop-details/schema";

/** The week, Monday first: each day's hours, or closed. Nothing until the family sets some hours. */
export async function OpeningHours({
  hours,
}: {
  hours: ShopDetails["openingHours"];
}) {
  if (hours.length === 0) return null;
  const t = await getTranslations("Contact");
  const words = await getTranslations("ShopDetails");
  return (
    <div className="mt-6">
      <p className="font-semibold text-olive">{t("details.hours")}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-6 leading-relaxed text-stone-dark">
        {DAYS.map((day) => {
          const open = hours.find((h) => h.day === day);
          return (
            <div key={day} className="contents">
              <dt>{words(`days.${day}`)}</dt>
              <dd>{open ? `${open.opens}–${open.closes}` : words("closed")}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
