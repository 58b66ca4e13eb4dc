import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeading } from "@/components/ui/page-heading";
import { QueryProvider } from "@/components/ui/query-provider";
import { currentUser } from "@/lib/account/auth/session";
import { identity } from "@/lib/account/identity";
import type { SessionUser } from "@/lib/account/roles/types";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages, type Namespaces } from "@/lib/i18n/island-messages";
import { WORK_SCREENS, type WorkScreenPath } from "@/lib/admin-pages";

/** The one gate for editors' screens: only an editor's request renders (and reads the data of) `render`. */
export function workScreen(
  path: WorkScreenPath,
  render: (user: SessionUser) => Promise<ReactNode>,
  { more = [], wide = false }: { more?: Namespaces; wide?: boolean } = {},
) {
  return async function WorkScreen() {
    const user = await currentUser();
    if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(path)}`);
    if (await identity().mustChangePassword(user.id))
      redirect("/account/password?first=1");
    const t = await getTranslations(WORK_SCREENS[path]);
    if (user.role !== "editor")
      return (
        <PageHeading
          title={t("title")}
          subtitle={t("memberExplanation")}
          compact
        />
      );
    return (
      <>
        <PageHeading title={t("title")} subtitle={t("intro")} compact />
        <NextIntlClientProvider
          {...await islandMessages([WORK_SCREENS[path], ...more])}
        >
          <QueryProvider>
            {wide ? (
              await render(user)
            ) : (
              <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6">
                {await render(user)}
              </div>
            )}
          </QueryProvider>
        </NextIntlClientProvider>
      </>
    );
  };
}
