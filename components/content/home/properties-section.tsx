import { LeafMark } from "@/components/content/shared/ornament";
import { getTranslations } from "next-intl/server";

const items = ["item1", "item2", "item3", "item4", "item5", "item6"] as const;

/** The six properties of the soap, as catalogue cards. */
export async function PropertiesSection() {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="properties" className="py-12 sm:py-16">
      <h2
        id="properties"
        className="text-center font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
      >
        {t("properties.heading")}
      </h2>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 md:grid-cols-3 md:gap-6">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-2xl border border-sand-dark/70 bg-cream-dark/60 p-6 sm:p-7"
          >
            <h3 className="flex items-center gap-3 font-serif text-xl font-semibold">
              <LeafMark className="size-5 shrink-0 text-laurel" />
              {t(`properties.${item}.title`)}
            </h3>
            <p className="mt-3 text-base/7 text-stone-dark">
              {t(`properties.${item}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
