import { ProductEditor } from "@/components/products/editor/product-editor";
import { SetupGuidePanel } from "@/components/setup-guide/setup-guide";
import { setupGuide } from "@/lib/account/setup-guide";
import { logFailure } from "@/lib/log-failure";
import { catalogStore } from "@/lib/products";
import { productArtwork } from "@/lib/products/artwork";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

// The screen every editor lands on after signing in: the setup guide heads it until closed.
export default workScreen(
  "/addProducts",
  async (user) => {
    const [artwork, initial, guide] = await Promise.all([
      productArtwork(),
      // The editor fetches by itself when the store cannot be read now.
      catalogStore()
        .list()
        .catch(() => null),
      // A guide that cannot be read now keeps no one from the catalogue.
      setupGuide(user.id).catch((error: unknown) => {
        logFailure("[setup guide] the guide could not be read", error);
        return null;
      }),
    ]);
    return (
      <>
        {guide ? <SetupGuidePanel guide={guide} /> : null}
        <ProductEditor artwork={artwork} initial={initial} owner={user.id} />
      </>
    );
  },
  { more: ["ListActions"], wide: true },
);
