import { ServerImage } from "@/components/ui/server-image";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("underConstruction", "/underconstruction", { index: false });

export default async function UnderConstructionPage() {
  const t = await getTranslations("UnderConstruction");
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-6 py-14 text-center">
      <h1 className="font-serif text-4xl font-semibold text-olive sm:text-5xl">
        {t("title")}
      </h1>
      <p className="mt-4 max-w-measure text-lg text-stone-dark">{t("text")}</p>
      <ServerImage
        src="/images/under-construction.svg"
        alt={t("imageAlt")}
        width={600}
        height={400}
        className="mt-10 h-auto w-full max-w-xl rounded-2xl"
      />
      <a
        href="/home"
        className="mt-10 inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream hover:bg-laurel-dark"
      >
        {t("backHome")}
      </a>
    </section>
  );
}
