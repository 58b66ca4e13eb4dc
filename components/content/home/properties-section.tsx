import { Icon } from "@/components/ui/icon";
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
      {/* The cards' style is set once on the list, not repeated on each card. */}
      <ul className="mt-10 grid gap-5 *:rounded-2xl *:border *:border-sand-dark/70 *:bg-cream-dark/60 *:p-6 sm:grid-cols-2 sm:*:p-7 md:grid-cols-3 md:gap-6 [&_h3]:flex [&_h3]:items-center [&_h3]:gap-3 [&_h3]:text-xl [&_h3]:font-semibold [&_p]:mt-3 [&_p]:text-base/7 [&_p]:text-stone-dark [&_svg]:shrink-0 [&_svg]:text-laurel">
        {items.map((item) => (
          <li key={item}>
            <h3>
              <Icon name="leaf" />
              {t(`properties.${item}.title`)}
            </h3>
            <p>{t(`properties.${item}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
