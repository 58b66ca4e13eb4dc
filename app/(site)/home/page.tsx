import { HomeContent } from "@/components/content/home/home-content";
import { SoapsSection } from "@/components/content/home/soaps-section";
import { cachedCatalog } from "@/lib/products/catalog-pages";
import { businessJsonLd, serializeJsonLd } from "@/lib/seo/organization";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("home", "/home");

export default async function HomePage() {
  const [catalog, business] = await Promise.all([
    cachedCatalog(),
    businessJsonLd(),
  ]);
  const soaps = catalog.slice(0, 3);
  return (
    <>
      {/* Structured data about the family business, for search engines. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(business) }}
      />
      <HomeContent
        soaps={soaps.length > 0 ? <SoapsSection soaps={soaps} /> : null}
      />
    </>
  );
}
