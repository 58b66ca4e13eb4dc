import { OurMissionContent } from "@/components/content/our-mission/our-mission-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("ourMission", "/ourmission");

export default function OurMissionPage() {
  return <OurMissionContent />;
}
