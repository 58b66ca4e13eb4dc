import { HomeContent } from "@/components/content/home/home-content";
import { OrganizationJsonLd } from "@/components/content/home/organization-json-ld";
import { SoapsSection } from "@/components/content/home/soaps-section";
import { cachedCatalog } from "@/lib/products/catalog-pages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("home", "/home");
// It shows the catalogue's first soaps: re-read like /products (lib/products/catalog-pages).
export const revalidate = 5;

export default async function HomePage() {
  const soaps = (await cachedCatalog()).slice(0, 3);
  return (
    <>
      <OrganizationJsonLd />
      <HomeContent
        soaps={soaps.length > 0 ? <SoapsSection soaps={soaps} /> : null}
      />
    </>
  );
}
