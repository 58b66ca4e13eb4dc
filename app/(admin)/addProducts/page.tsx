import { ProductEditor } from "@/components/products/editor/product-editor";
import { catalogStore } from "@/lib/products";
import { productArtwork } from "@/lib/products/artwork";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

export default workScreen(
  "/addProducts",
  async (user) => {
    const [artwork, initial] = await Promise.all([
      productArtwork(),
      // The editor fetches by itself when the store cannot be read now.
      catalogStore()
        .list()
        .catch(() => null),
    ]);
    return (
      <ProductEditor artwork={artwork} initial={initial} owner={user.id} />
    );
  },
  { more: ["ListActions"], wide: true },
);
