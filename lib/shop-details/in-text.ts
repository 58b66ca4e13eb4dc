import type { ShopDetail } from "@/lib/page-texts/rules";
import { DAYS, type Day, type ShopDetails } from "./schema";

/** ShopDetails' translator, as next-intl gives it. */
type Words = (
  key: `days.${Day}` | "inText.days" | "inText.hours" | "inText.none",
  values?: Record<string, string>,
) => string;

/** Neighbouring days with the same hours, in the week's order. */
function runs(hours: ShopDetails["openingHours"]) {
  const found: { first: Day; last: Day; opens: string; closes: string }[] = [];
  for (const { day, opens, closes } of hours) {
    const run = found.at(-1);
    if (
      run &&
      run.opens === opens &&
      run.closes === closes &&
      DAYS.indexOf(day) === DAYS.indexOf(run.last) + 1
    )
      run.last = day;
    else found.push({ first: day, last: day, opens, closes });
  }
  return found;
}

/** "Monday to Friday 09:00–17:00 and Saturday 10:00–13:00"; no hours set: "by appointment". */
function hoursInText(
  hours: ShopDetails["openingHours"],
  t: Words,
  locale: string,
) {
  if (hours.length === 0) return t("inText.none");
  const parts = runs(hours).map(({ first, last, opens, closes }) =>
    t("inText.hours", {
      days:
        first === last
          ? t(`days.${first}`)
          : t("inText.days", {
              first: t(`days.${first}`),
              last: t(`days.${last}`),
            }),
      opens,
      closes,
    }),
  );
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(parts);
}

/** What `{phone}`, `{email}`, `{address}` and `{hours}` show inside a sentence of a page. */
export function detailsInText(
  details: ShopDetails,
  t: Words,
  locale: string,
): Record<ShopDetail, string> {
  return {
    phone: details.phone,
    email: details.email,
    address: details.address.split("\n").join(", "),
    hours: hoursInText(details.openingHours, t, locale),
  };
}
