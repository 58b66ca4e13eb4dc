import { ContentSection } from "@/components/content/shared/section";
import { getTranslations } from "next-intl/server";

const uses = ["item1", "item2", "item3", "item4", "item5"] as const;

/** The key uses, set like a catalogue index: the use on the left, how-to on the right. */
export async function KeyUsesSection() {
  const t = await getTranslations("Benefits");
  return (
    <ContentSection id="key-uses" heading={t("keyUses.heading")}>
      <ul className="mt-8 divide-y divide-sand-dark border-y border-sand-dark">
        {uses.map((use) => (
          <li
            key={use}
            className="grid gap-2 py-6 sm:grid-cols-[12rem_1fr] sm:gap-8"
          >
            <h3 className="font-serif text-2xl font-semibold text-laurel-dark">
              {t(`keyUses.${use}.title`)}
            </h3>
            <p className="max-w-measure text-lg/8">
              {t(`keyUses.${use}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
