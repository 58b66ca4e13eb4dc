import { organizationJsonLd, serializeJsonLd } from "@/lib/seo/organization";

/** Structured data about the family business, for search engines (home page only). */
export async function OrganizationJsonLd() {
  const data = await organizationJsonLd();
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
