import { ServerImage } from "@/components/ui/server-image";
import { PageIntro } from "@/components/content/shared/page-intro";
import { getTranslations } from "next-intl/server";

// The production story in order, two rows of three on wide screens.
const items = [
  { key: "item1", image: "/images/gallery/cauldron.svg" },
  { key: "item2", image: "/images/gallery/pouring.svg" },
  { key: "item3", image: "/images/gallery/cutting.svg" },
  { key: "item4", image: "/images/gallery/stamping.svg" },
  { key: "item5", image: "/images/gallery/drying-towers.svg" },
  { key: "item6", image: "/images/gallery/aged-bars.svg" },
] as const;

/** Six captioned pictures of the workshop; one column under 768 px. */
export async function GalleryContent() {
  const t = await getTranslations("Gallery");
  return (
    <article className="mx-auto max-w-6xl px-5 sm:px-8">
      <PageIntro title={t("title")} lead={t("subtitle")} />
      <ul className="mt-10 grid grid-cols-1 gap-8 min-[768px]:grid-cols-3 min-[768px]:gap-6">
        {items.map((item, index) => (
          <li key={item.key}>
            <figure className="h-full rounded-2xl border border-sand-dark/70 bg-cream-dark/60 p-3">
              <ServerImage
                src={item.image}
                alt={t(`${item.key}.alt`)}
                width={600}
                height={450}
                // The first picture is the largest paint on a phone: fetched
                // first. The others are lazy (below the fold on a phone; on a
                // wide screen the browser fetches the first row once laid out).
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                className="h-auto w-full rounded-xl bg-sand"
              />
              <figcaption className="px-2 pt-4 pb-2 text-base/7 text-stone-dark">
                {t(`${item.key}.caption`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </article>
  );
}
