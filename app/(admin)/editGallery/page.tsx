import { GalleryEditor } from "@/components/gallery/gallery-editor";
import { galleryStore } from "@/lib/gallery";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("editGallery", "/editGallery", { index: false });

export default workScreen("/editGallery", async () => (
  <GalleryEditor initial={await galleryStore().list()} />
));
