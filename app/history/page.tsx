import { UnreadTitle } from "@/components/account/unread-messages";
import { HistoryView } from "@/components/history/history-view";
import { PageHeading } from "@/components/ui/page-heading";
import { QueryProvider } from "@/components/ui/query-provider";
import { adminPageUser } from "@/lib/account/auth/session";
import { IslandMessages } from "@/lib/i18n/island-messages";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import "../admin.css";

export const generateMetadata = () =>
  pageMetadata("history", "/history", { index: false });

/** Editors look at earlier saves of the catalogue and restore one. */
export default async function HistoryPage() {
  const user = await adminPageUser("/history");
  const t = await getTranslations("History");
  if (user.role !== "editor")
    return <PageHeading title={t("title")} subtitle={t("memberExplanation")} />;
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <UnreadTitle />
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
        <IslandMessages namespaces={["History"]}>
          <QueryProvider>
            <HistoryView />
          </QueryProvider>
        </IslandMessages>
      </div>
    </>
  );
}
