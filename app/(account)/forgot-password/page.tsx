import { connection } from "next/server";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { identity } from "@/lib/account/identity";
import { resetMailGoesOut } from "@/lib/account/auth/reset-links";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("forgotPassword", "/forgot-password", { index: false });

// Rendered per request: what it offers depends on the running site's mail settings, not the build's.
export default async function ForgotPasswordPage() {
  await connection();
  return (
    <NextIntlClientProvider
      {...await islandMessages(["PasswordReset", "Login", "RecoveryCodes"])}
    >
      <ForgotPasswordForm
        mail={resetMailGoesOut()}
        codes={!identity().sendPasswordReset}
      />
    </NextIntlClientProvider>
  );
}
