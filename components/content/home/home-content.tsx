import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";

/** The home page's content (also shown, with a 404 status, for unknown paths). */
export async function HomeContent() {
  const t = await getT("Home");
  return (
    <article>
      <PageHeading title={t("title")} subtitle={t("subtitle1")} />
      <p className="mx-auto max-w-measure px-6 text-center text-stone-dark">
        {t("subtitle2")}
      </p>
    </article>
  );
}
