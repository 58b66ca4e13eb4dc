import { redirect } from "next/navigation";
import { SignOutElsewhere } from "@/components/account/change-password-form";
import { PasswordAndCodes } from "@/components/account/recovery-codes";
import {
  ChangeEmailSection,
  type AddressKind,
} from "@/components/account/change-email-form";
import { currentUser } from "@/lib/account/auth/session";
import { recoveryCodes } from "@/lib/account/auth/recovery-codes";
import { resetMailGoesOut } from "@/lib/account/auth/reset-links";
import { identity } from "@/lib/account/identity";
import {
  addressFromConfiguration,
  DEFAULT_ADMIN_EMAIL,
} from "@/lib/account/roles";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("changePassword", "/account/password", { index: false });

const kindOf = (email: string): AddressKind =>
  addressFromConfiguration(email)
    ? "configured"
    : email === DEFAULT_ADMIN_EMAIL
      ? "placeholder"
      : "own";

/** `?first=1`: the first sign-in with a generated password, which must be replaced; the codes come with the new one. */
export default async function ChangePasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Not left to the proxy alone (and makes the page dynamic, as a per-user page must be).
  const user = await currentUser();
  if (!user) redirect("/login?callbackUrl=/account/password");
  const first = (await searchParams).first === "1";
  const firebase = Boolean(identity().sendPasswordReset);
  const t = await getTranslations("ChangePassword");
  return (
    <div className="mx-auto w-full max-w-md px-6 pt-12 pb-16 sm:pt-16">
      <h1 className="text-center text-4xl font-semibold tracking-tight sm:text-5xl">
        {t("title")}
      </h1>
      {first ? (
        <p className="mt-6 rounded-lg border border-gold-dark/50 bg-cream-dark px-4 py-3 font-medium text-olive">
          {t("firstIntro")}
        </p>
      ) : (
        <p className="mt-4 text-center text-stone-dark">{t("intro")}</p>
      )}
      <NextIntlClientProvider
        {...await islandMessages([
          "ChangePassword",
          "RecoveryCodes",
          "ChangeEmail",
        ])}
      >
        <PasswordAndCodes
          email={user.email}
          remaining={await recoveryCodes().remaining(user.id)}
          firebase={firebase}
          first={first}
          noResetMail={!resetMailGoesOut()}
          guided={user.role === "editor" && !firebase}
        />
        <ChangeEmailSection email={user.email} kind={kindOf(user.email)} />
        <SignOutElsewhere />
      </NextIntlClientProvider>
    </div>
  );
}
