import { ServerImage } from "@/components/ui/server-image";
import { PageIntro } from "@/components/content/shared/page-intro";
import { photoLoader } from "@/components/products/photo-loader";
import { galleryStore } from "@/lib/gallery";
import { pageTexts } from "@/lib/page-texts/on-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("gallery", "/gallery");

export default async function GalleryPage() {
  const [{ shown }, { pictures }] = await Promise.all([
    pageTexts("Gallery"),
    galleryStore().list(),
  ]);
  return (
    <article className="mx-auto max-w-6xl px-5 sm:px-8">
      <PageIntro title={shown("title")} lead={shown("subtitle")} />
      <ul className="mt-10 grid grid-cols-1 gap-8 min-[768px]:grid-cols-3 min-[768px]:gap-6">
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <figure className="h-full rounded-2xl border border-sand-dark/70 bg-cream-dark/60 p-3">
              <ServerImage
                src={picture.imagePath}
                alt={picture.caption}
                width={600}
                height={450}
                // An uploaded photo picks its stored width: the whole column on a phone.
                loader={photoLoader(picture.imagePath)}
                sizes="(max-width: 767px) 100vw, 360px"
                // The largest paint on a phone: fetched first; the rest lazy.
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
                className="aspect-[4/3] h-auto w-full rounded-xl bg-sand object-cover"
              />
              {/* The picture's alternative text already says it: read once. */}
              <figcaption
                aria-hidden="true"
                className="px-2 pt-4 pb-2 text-base/7 text-stone-dark"
              >
                {picture.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </article>
  );
}
