import { UnreadTitle } from "@/components/account/unread-messages";
import { Inbox } from "@/components/messages/inbox";
import { PageHeading } from "@/components/ui/page-heading";
import { QueryProvider } from "@/components/ui/query-provider";
import { adminPageUser } from "@/lib/account/auth/session";
import { IslandMessages } from "@/lib/i18n/island-messages";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import "../admin.css";

export const generateMetadata = () =>
  pageMetadata("messages", "/messages", { index: false });

/** Editors read, answer and tidy the messages visitors send. */
export default async function MessagesPage() {
  const user = await adminPageUser("/messages");
  const t = await getTranslations("Inbox");
  if (user.role !== "editor")
    return <PageHeading title={t("title")} subtitle={t("memberExplanation")} />;
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <UnreadTitle />
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
        <IslandMessages namespaces={["Inbox"]}>
          <QueryProvider>
            <Inbox />
          </QueryProvider>
        </IslandMessages>
      </div>
    </>
  );
}
