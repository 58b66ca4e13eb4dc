import { HomeContent } from "@/components/content/home/home-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("home", "/home");

export default function HomePage() {
  return <HomeContent />;
}
