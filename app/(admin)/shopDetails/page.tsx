import { ShopDetailsForm } from "@/components/shop-details/shop-details-form";
import { defaultShopDetails } from "@/lib/shop-details/schema";
import { readShopDetails } from "@/lib/shop-details/store";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("shopDetails", "/shopDetails", { index: false });

export default workScreen("/shopDetails", async () => {
  const { details, version, saved } = await readShopDetails();
  // A new version (after "Load the latest") starts the form afresh.
  return (
    <ShopDetailsForm
      key={version}
      saved={details}
      version={version}
      unsaved={!saved}
      examples={defaultShopDetails().social}
    />
  );
});
