import { AccountList } from "@/components/account/account-list";
import {
  accountStore,
  isConfiguredEditor,
  mayGetResetLink,
  mayTakeDown,
  publicAccount,
} from "@/lib/account/roles";
import { getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { workScreen } from "@/components/admin/work-screen";

export const generateMetadata = () =>
  pageMetadata("editors", "/editors", { index: false });

export default workScreen("/editors", async (user) => {
  const t = await getTranslations("Editors");
  const accounts = await accountStore().list();
  const me = accounts.find((a) => a.id === user.id) ?? null;
  // Firebase mails its own reset links.
  const links = env().IDENTITY_BACKEND === "local";
  return (
    <>
      <AccountList
        accounts={accounts.map((a) => ({
          ...publicAccount(a),
          configured: isConfiguredEditor(a),
          changeable: mayTakeDown(me, a),
          resetLink: links && mayGetResetLink(a),
        }))}
        self={user.id}
      />
      <p className="mt-8 text-center">
        <a
          href="/account/password"
          className="font-medium text-laurel underline underline-offset-4 hover:text-laurel-dark"
        >
          {t("changePassword")}
        </a>
      </p>
    </>
  );
});
