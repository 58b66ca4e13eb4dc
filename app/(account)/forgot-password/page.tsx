import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { IslandMessages } from "@/lib/i18n/island-messages";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("forgotPassword", "/forgot-password", { index: false });

/** A static shell: the form island does the work in the browser. */
export default function ForgotPasswordPage() {
  return (
    <IslandMessages namespaces={["PasswordReset", "Login"]}>
      <ForgotPasswordForm />
    </IslandMessages>
  );
}
