import { UnreadTitle } from "@/components/account/unread-messages";
import { ProductEditor } from "@/components/products/editor/product-editor";
import { PageHeading } from "@/components/ui/page-heading";
import { QueryProvider } from "@/components/ui/query-provider";
import { adminPageUser } from "@/lib/account/auth/session";
import { catalogStore } from "@/lib/products";
import { productArtwork } from "@/lib/products/artwork";
import { IslandMessages } from "@/lib/i18n/island-messages";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import "../admin.css";

export const generateMetadata = () =>
  pageMetadata("addProducts", "/addProducts", { index: false });

export default async function AddProductsPage() {
  // The middleware already turns anonymous visitors away; this check does not
  // depend on it (and makes the page dynamic, as a per-user page must be).
  const user = await adminPageUser("/addProducts");
  const t = await getTranslations("AddProducts");
  if (user.role !== "editor")
    return <PageHeading title={t("title")} subtitle={t("memberExplanation")} />;
  const [artwork, initial] = await Promise.all([
    productArtwork(),
    // The editor fetches by itself when the store cannot be read now.
    catalogStore()
      .list()
      .catch(() => null),
  ]);
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <UnreadTitle />
      <IslandMessages namespaces={["AddProducts", "ListActions"]}>
        <QueryProvider>
          <ProductEditor artwork={artwork} initial={initial} owner={user.id} />
        </QueryProvider>
      </IslandMessages>
    </>
  );
}
