import { LoginForm } from "@/components/account/login-form";
import { catalogueKeys } from "@/lib/account/identity/error-catalogue";
import { islandStrings, keysOf } from "@/lib/i18n/island";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("login", "/login", { index: false });

/** A static shell: the form island reads `callbackUrl` in the browser. */
export default async function LoginPage() {
  return (
    <LoginForm
      strings={await islandStrings("Login", keysOf("Login"))}
      errors={await islandStrings("AuthErrors", catalogueKeys)}
    />
  );
}
