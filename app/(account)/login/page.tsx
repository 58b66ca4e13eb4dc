import { LoginForm } from "@/components/account/login-form";
import { catalogueKeys } from "@/lib/account/identity/error-catalogue";
import { getT } from "@/lib/i18n/translate";
import { pick } from "@/lib/i18n/pick";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const generateMetadata = () =>
  pageMetadata("login", "/login", { index: false });

const KEYS = [
  "title",
  "signUpTitle",
  "intro",
  "modeLabel",
  "signInTab",
  "signUpTab",
  "emailLabel",
  "passwordLabel",
  "passwordHint",
  "signInButton",
  "signUpButton",
  "signingIn",
  "signingUp",
  "emailRequired",
  "emailInvalid",
  "emailTooLong",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
] as const;

/** A static shell: the form island reads `callbackUrl` in the browser. */
export default async function LoginPage() {
  const t = await getT("Login");
  const errors = await getT("AuthErrors");
  return (
    <LoginForm strings={pick(t, KEYS)} errors={pick(errors, catalogueKeys)} />
  );
}
