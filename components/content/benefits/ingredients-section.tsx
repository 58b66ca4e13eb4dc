import { ContentSection } from "@/components/content/shared/section";
import { getTranslations } from "next-intl/server";

// Each ingredient's swatch is the colour it gives the soap (or, for the two that
// are consumed or evaporate, a neutral tone).
const ingredients = [
  { key: "oliveOil", swatch: "bg-laurel" },
  { key: "laurelOil", swatch: "bg-olive" },
  { key: "sodiumHydroxide", swatch: "bg-stone" },
  { key: "water", swatch: "bg-sand-dark" },
] as const;

/** The four ingredients, two by two. */
export async function IngredientsSection() {
  const t = await getTranslations("Benefits");
  return (
    <ContentSection id="ingredients" heading={t("ingredients.heading")}>
      <p className="mt-6 max-w-measure text-lg/8">{t("ingredients.intro")}</p>
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
              {t(`ingredients.${item.key}.name`)}
            </h3>
            <p className="mt-3 text-base/7 text-stone-dark">
              {t(`ingredients.${item.key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
