import { BenefitsContent } from "@/components/content/benefits/benefits-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("benefits", "/benefits");

export default function BenefitsPage() {
  return <BenefitsContent />;
}
