import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("resetPassword", "/reset-password", { index: false });

export default async function ResetPasswordPage() {
  return (
    <NextIntlClientProvider
      {...await islandMessages(["PasswordReset", "RecoveryCodes"])}
    >
      <ResetPasswordForm />
    </NextIntlClientProvider>
  );
}
