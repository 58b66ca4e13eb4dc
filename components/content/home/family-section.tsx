import { ServerImage } from "@/components/ui/server-image";
import { getTranslations } from "next-intl/server";

/** The family: an illustration of the workshop beside the three texts of the family story. */
export async function FamilySection() {
  const t = await getTranslations("Home");
  return (
    <section
      aria-labelledby="family"
      className="grid items-start gap-10 py-12 sm:py-16 md:grid-cols-[5fr_6fr] md:gap-14"
    >
      <figure className="md:sticky md:top-32">
        <ServerImage
          src="/images/home/family.svg"
          alt={t("family.imageAlt")}
          width={800}
          height={600}
          sizes="(min-width: 960px) 45vw, 100vw"
          className="h-auto w-full rounded-2xl border border-sand-dark bg-sand shadow-[0_1px_0_#D8C7A3,0_12px_32px_-16px_rgb(47_59_34/0.35)]"
        />
      </figure>
      <div>
        <h2
          id="family"
          className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          {t("family.heading")}
        </h2>
        <div className="mt-6 max-w-measure space-y-5 text-lg/8">
          <p className="first-letter:float-left first-letter:mt-1 first-letter:mr-2 first-letter:font-serif first-letter:text-6xl/[0.85] first-letter:font-semibold first-letter:text-laurel">
            {t("family.text1")}
          </p>
          <p>{t("family.text2")}</p>
          <p>{t("family.text3")}</p>
        </div>
      </div>
    </section>
  );
}
