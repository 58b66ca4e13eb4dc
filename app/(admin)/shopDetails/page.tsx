import { ShopDetailsForm } from "@/components/shop-details/shop-details-form";
import { readShopDetails } from "@/lib/shop-details/store";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "../work-screen";

export const generateMetadata = () =>
  pageMetadata("shopDetails", "/shopDetails", { index: false });

/** Editors change the phone, email, address, hours and social links every page shows. */
export default workScreen("/shopDetails", async () => {
  const { details, version } = await readShopDetails();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
      {/* A new version (after "Load the latest") starts the form afresh. */}
      <ShopDetailsForm key={version} saved={details} version={version} />
    </div>
  );
});
