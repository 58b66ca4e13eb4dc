import { HomeContent } from "@/components/content/home/home-content";
import { OrganizationJsonLd } from "@/components/content/home/organization-json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("home", "/home");

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
      <HomeContent />
    </>
  );
}
