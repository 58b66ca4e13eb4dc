import { GalleryContent } from "@/components/content/gallery/gallery-content";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () => pageMetadata("gallery", "/gallery");

// Rendered again at most 5 s after a visit, so a save on another instance
// shows within 10 s (see lib/products/catalog-pages.ts); a save here at once.
export const revalidate = 5;

export default function GalleryPage() {
  return <GalleryContent />;
}
