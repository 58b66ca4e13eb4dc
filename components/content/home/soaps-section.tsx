import { getImageProps } from "next/image";
import { photoLoader } from "@/components/products/photo-loader";
import { Img } from "@/components/ui/img";
import type { PageProduct } from "@/lib/products/catalog-pages";
import { productPath } from "@/lib/products/paths";
import { pageTexts } from "@/lib/page-texts/on-page";

// Plain links and lazy pictures: nothing here runs in the browser or competes with the first paint.
export async function SoapsSection({ soaps }: { soaps: PageProduct[] }) {
  const { shown } = await pageTexts("Home.soaps");
  return (
    <section aria-labelledby="soaps" className="py-10 sm:py-14">
      <h2
        id="soaps"
        {...shown("heading")}
        className="font-serif text-3xl font-semibold tracking-tight sm:text-center sm:text-4xl"
      />
      <ul className="mt-6 grid gap-4 sm:grid-cols-3 sm:gap-6">
        {soaps.map((soap) => (
          <li key={soap.id}>
            <SoapLink soap={soap} />
          </li>
        ))}
      </ul>
      <p className="mt-8 sm:text-center">
        <a
          href="/products"
          {...shown("seeAll")}
          className="inline-block rounded-full bg-laurel px-6 py-3 font-semibold text-cream hover:bg-laurel-dark focus-visible:outline-offset-4"
        />
      </p>
    </section>
  );
}

function SoapLink({ soap }: { soap: PageProduct }) {
  const { props: picture } = getImageProps({
    src: soap.imagePath,
    alt: "",
    // About 320 CSS px wide at every size: a 1x and a 2x picture, a short srcset.
    width: 320,
    height: 240,
    loading: "lazy",
    loader: photoLoader(soap.imagePath),
    unoptimized: /^https:/.test(soap.imagePath),
    className: "aspect-[4/3] h-auto w-full object-contain",
  });
  return (
    <a
      href={productPath(soap.id)}
      className="flex h-full flex-col gap-2 rounded-2xl border border-sand-dark bg-cream p-4 hover:border-laurel focus-visible:border-laurel"
    >
      {/* The name below says what it is. */}
      <Img {...picture} alt="" />
      <span className="text-lg font-semibold">{soap.name}</span>
      {soap.subtitle ? (
        <span className="font-medium text-laurel-dark">{soap.subtitle}</span>
      ) : null}
    </a>
  );
}
