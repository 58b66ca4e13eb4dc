import { ContentSection } from "@/components/content/shared/section";
import { PageIntro } from "@/components/content/shared/page-intro";
import { pageTexts } from "@/lib/page-texts/on-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("benefits", "/benefits");

const uses = ["item1", "item2", "item3", "item4", "item5"] as const;

// The bar is the range's upper bound relative to the highest (40%). Classes, not inline
// styles, keep the CSP strict-ready.
const rows = [
  { key: "oily", bar: "w-full" },
  { key: "combination", bar: "w-1/2" },
  { key: "normal", bar: "w-1/4" },
  { key: "dry", bar: "w-[12.5%]" },
  { key: "delicate", bar: "w-[5%]" },
] as const;

const ingredients = [
  { key: "oliveOil", swatch: "bg-laurel" },
  { key: "laurelOil", swatch: "bg-olive" },
  { key: "sodiumHydroxide", swatch: "bg-stone" },
  { key: "water", swatch: "bg-sand-dark" },
] as const;

export default async function BenefitsPage() {
  const { shown } = await pageTexts("Benefits");
  return (
    <article className="mx-auto max-w-6xl px-5 sm:px-8">
      <PageIntro title={shown("title")} lead={shown("intro")} />
      {/* The key uses, set like a catalogue index: the use on the left, how-to on the right. */}
      <ContentSection id="key-uses" heading={shown("keyUses.heading")}>
        <ul className="mt-8 divide-y divide-sand-dark border-y border-sand-dark">
          {uses.map((use) => (
            <li
              key={use}
              className="grid gap-2 py-6 sm:grid-cols-[12rem_1fr] sm:gap-8"
            >
              <h3
                {...shown(`keyUses.${use}.title`)}
                className="font-serif text-2xl font-semibold text-laurel-dark"
              />
              <p
                {...shown(`keyUses.${use}.text`)}
                className="max-w-measure text-lg/8"
              />
            </li>
          ))}
        </ul>
      </ContentSection>
      {/* Laurel-oil percentage by skin type: a real table, with a bar for the eye. */}
      <ContentSection id="laurel" heading={shown("laurel.heading")}>
        <p
          {...shown("laurel.intro")}
          className="mt-6 max-w-measure text-lg/8"
        />
        <div className="mt-8 overflow-hidden rounded-2xl border border-sand-dark bg-cream-dark/60">
          <table className="w-full border-collapse text-left">
            <caption
              {...shown("laurel.caption")}
              className="border-b border-sand-dark bg-sand px-5 py-4 text-left font-serif text-lg font-semibold sm:px-7"
            />
            <thead>
              <tr className="text-sm tracking-wide text-stone-dark uppercase">
                <th
                  scope="col"
                  {...shown("laurel.columnSkin")}
                  className="px-5 pt-4 pb-2 font-semibold sm:px-7"
                />
                <th
                  scope="col"
                  {...shown("laurel.columnPercent")}
                  className="px-5 pt-4 pb-2 text-right font-semibold whitespace-nowrap sm:w-[55%] sm:px-7 sm:text-left"
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-dark/70">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th
                    scope="row"
                    {...shown(`laurel.rows.${row.key}.skin`)}
                    className="px-5 py-4 text-base/6 font-medium sm:px-7"
                  />
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
                      <span
                        {...shown(`laurel.rows.${row.key}.percent`)}
                        className="w-20 shrink-0 text-right font-serif text-xl font-semibold text-laurel-dark tabular-nums"
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p
          {...shown("laurel.note")}
          className="mt-6 max-w-measure text-base/7 text-stone-dark"
        />
      </ContentSection>
      {/* The four ingredients, two by two. */}
      <ContentSection id="ingredients" heading={shown("ingredients.heading")}>
        <p
          {...shown("ingredients.intro")}
          className="mt-6 max-w-measure text-lg/8"
        />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 md:gap-6">
          {ingredients.map((item) => (
            <li
              key={item.key}
              className="rounded-2xl border border-sand-dark/70 bg-cream-dark/60 p-6 sm:p-7"
            >
              <h3 className="flex items-center gap-3 font-serif text-2xl font-semibold">
                <span
                  aria-hidden="true"
                  className={`size-4 shrink-0 rounded-full ring-2 ring-gold ring-offset-2 ring-offset-cream-dark ${item.swatch}`}
                />
                <span {...shown(`ingredients.${item.key}.name`)} />
              </h3>
              <p
                {...shown(`ingredients.${item.key}.text`)}
                className="mt-3 text-base/7 text-stone-dark"
              />
            </li>
          ))}
        </ul>
      </ContentSection>
    </article>
  );
}
