import { ContentSection } from "@/components/content/shared/section";
import { getTranslations } from "next-intl/server";

// Ordered from the most laurel oil to the least; the bar is the range's upper bound
// relative to the highest (40%). Classes, not inline styles, keep the CSP strict-ready.
const rows = [
  { key: "oily", bar: "w-full" },
  { key: "combination", bar: "w-1/2" },
  { key: "normal", bar: "w-1/4" },
  { key: "dry", bar: "w-[12.5%]" },
  { key: "delicate", bar: "w-[5%]" },
] as const;

/** Laurel-oil percentage by skin type: a real table, with a bar for the eye. */
export async function LaurelTable() {
  const t = await getTranslations("Benefits");
  return (
    <ContentSection id="laurel" heading={t("laurel.heading")}>
      <p className="mt-6 max-w-measure text-lg/8">{t("laurel.intro")}</p>
      <div className="mt-8 overflow-hidden rounded-2xl border border-sand-dark bg-cream-dark/60">
        <table className="w-full border-collapse text-left">
          <caption className="border-b border-sand-dark bg-sand px-5 py-4 text-left font-serif text-lg font-semibold sm:px-7">
            {t("laurel.caption")}
          </caption>
          <thead>
            <tr className="text-sm tracking-wide text-stone-dark uppercase">
              <th scope="col" className="px-5 pt-4 pb-2 font-semibold sm:px-7">
                {t("laurel.columnSkin")}
              </th>
              <th
                scope="col"
                className="px-5 pt-4 pb-2 text-right font-semibold whitespace-nowrap sm:w-[55%] sm:px-7 sm:text-left"
              >
                {t("laurel.columnPercent")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-dark/70">
            {rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="px-5 py-4 text-base/6 font-medium sm:px-7"
                >
                  {t(`laurel.rows.${row.key}.skin`)}
                </th>
                <td className="px-5 py-4 sm:px-7">
                  <div className="flex items-center justify-end gap-4 sm:justify-start">
                    <span
                      aria-hidden="true"
                      className="hidden h-3 flex-1 overflow-hidden rounded-full bg-sand sm:block"
                    >
                      <span
                        className={`block h-full rounded-full bg-linear-to-r from-laurel-light to-laurel ${row.bar}`}
                      />
                    </span>
                    <span className="w-20 shrink-0 text-right font-serif text-xl font-semibold text-laurel-dark tabular-nums">
                      {t(`laurel.rows.${row.key}.percent`)}
                    </span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6 max-w-measure text-base/7 text-stone-dark">
        {t("laurel.note")}
      </p>
    </ContentSection>
  );
}
