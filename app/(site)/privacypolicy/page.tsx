import { PrivacyContent } from "@/components/content/privacy-policy/privacy-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("privacyPolicy", "/privacypolicy");

export default function PrivacyPolicyPage() {
  return <PrivacyContent />;
}
