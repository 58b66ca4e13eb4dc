import { GalleryEditor } from "@/components/gallery/gallery-editor";
import { galleryStore } from "@/lib/gallery";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "../work-screen";

export const generateMetadata = () =>
  pageMetadata("editGallery", "/editGallery", { index: false });

/** Editors add, caption, reorder and remove the pictures of /gallery. */
export default workScreen("/editGallery", async () => (
  <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
    <GalleryEditor initial={await galleryStore().list()} />
  </div>
));
