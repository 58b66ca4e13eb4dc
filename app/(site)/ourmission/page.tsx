import { PageHeading } from "@/components/ui/page-heading";
import { getT } from "@/lib/i18n/translate";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("ourMission", "/ourmission");

export default async function OurMissionPage() {
  const t = await getT("OurMission");
  return <PageHeading title={t("title")} />;
}
