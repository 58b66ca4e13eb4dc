import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { DAYS, type ShopDetails } from "@/lib/shop-details/schema";

/** The address as saved, one line per line. */
export function AddressLines({
  address,
  className = "",
}: {
  address: string;
  className?: string;
}) {
  return (
    <p className={className}>
      {address.split("\n").map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </p>
  );
}

/** The week, Monday first: each day's hours, or closed, under `heading`. Nothing until the family sets some hours. */
export async function OpeningHours({
  hours,
  heading,
  className = "",
  listClassName = "",
}: {
  hours: ShopDetails["openingHours"];
  heading: ReactNode;
  className?: string;
  listClassName?: string;
}) {
  if (hours.length === 0) return null;
  const words = await getTranslations("ShopDetails");
  return (
    <div className={className}>
      {heading}
      <dl className={`grid grid-cols-[auto_1fr] gap-x-6 ${listClassName}`}>
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
