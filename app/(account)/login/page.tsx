import { LoginForm } from "@/components/account/login-form";
import { IslandMessages } from "@/lib/i18n/island-messages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("login", "/login", { index: false });

/** A static shell: the form island reads `callbackUrl` in the browser. */
export default function LoginPage() {
  return (
    <IslandMessages namespaces={["Login", "AuthErrors"]}>
      <LoginForm />
    </IslandMessages>
  );
}
