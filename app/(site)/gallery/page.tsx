import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("gallery", "/gallery");

export default async function GalleryPage() {
  const t = await getT("Gallery");
  return <PageHeading title={t("title")} />;
}
