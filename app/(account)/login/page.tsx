import { LoginForm } from "@/components/account/login-form";
import { NextIntlClientProvider } from "next-intl";
import { islandMessages } from "@/lib/i18n/island-messages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("login", "/login", { index: false });

export default async function LoginPage() {
  return (
    <NextIntlClientProvider {...await islandMessages(["Login", "AuthErrors"])}>
      <LoginForm />
    </NextIntlClientProvider>
  );
}
