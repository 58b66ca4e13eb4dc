import { ProcessContent } from "@/components/content/production-process/process-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("productionProcess", "/productionprocess");

export default function ProductionProcessPage() {
  return <ProcessContent />;
}
