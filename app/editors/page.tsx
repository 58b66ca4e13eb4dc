import { UnreadTitle } from "@/components/account/unread-messages";
import { AccountList } from "@/components/account/account-list";
import { PageHeading } from "@/components/ui/page-heading";
import { accountStore, isConfiguredEditor } from "@/lib/account/roles";
import { adminPageUser } from "@/lib/account/auth/session";
import { islandStrings, keysOf } from "@/lib/i18n/island";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import "../admin.css";

export const generateMetadata = () =>
  pageMetadata("editors", "/editors", { index: false });

/** Who may edit the catalogue: editors promote members and take the role back. */
export default async function EditorsPage() {
  const user = await adminPageUser("/editors");
  const t = await getTranslations("Editors");
  if (user.role !== "editor")
    return <PageHeading title={t("title")} subtitle={t("memberExplanation")} />;
  const accounts = await accountStore().list();
  return (
    <>
      <PageHeading title={t("title")} subtitle={t("intro")} />
      <UnreadTitle />
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
        <AccountList
          accounts={accounts.map((a) => ({
            ...a,
            configured: isConfiguredEditor(a.email),
          }))}
          self={user.id}
          strings={await islandStrings("Editors", keysOf("Editors"))}
        />
        <p className="mt-8 text-center">
          <a
            href="/account/password"
            className="font-medium text-laurel underline underline-offset-4 hover:text-laurel-dark"
          >
            {t("changePassword")}
          </a>
        </p>
      </div>
    </>
  );
}
