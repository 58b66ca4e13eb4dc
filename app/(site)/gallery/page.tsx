import { GalleryContent } from "@/components/content/gallery/gallery-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("gallery", "/gallery");

export default function GalleryPage() {
  return <GalleryContent />;
}
