"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { credentialWarnings } from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, AuthLink, AuthPage, useFields } from "./auth-field";
import { postJson } from "./auth-requests";

/**
 * "Forgot password?": one address in, the same answer out whether it has an
 * account or not (the server mails a link only when it does).
 */
export function ForgotPasswordForm() {
  const t = useTranslations("PasswordReset");
  const login = useTranslations("Login");
  const fields = useFields({ email: "" });
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The address is checked as at sign-in (forgotSchema).
  const { email: warning } = credentialWarnings(fields.values);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!fields.ready({ email: warning })) return;
    setPending(true);
    const refused = await postJson("/api/account/forgot-password", {
      email: fields.values.email,
    });
    setPending(false);
    if (!refused) return setSent(true);
    if (!fields.refused(refused.fields))
      setFailure(refused.error ?? t("failed"));
  };

  return (
    <AuthPage
      title={t("forgotTitle")}
      intro={sent ? undefined : t("forgotIntro")}
    >
      {sent ? (
        <p
          role="status"
          className="mt-8 rounded-lg border border-laurel/40 bg-cream-dark px-4 py-4 text-olive"
        >
          {t("sent")}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-8 flex flex-col gap-5">
          <AuthField
            label={t("emailLabel")}
            type="email"
            autoComplete="email"
            {...fields.props("email", warning && login(warning))}
          />
          <FormAlert>{failure}</FormAlert>
          <SubmitButton
            pending={pending}
            label={t("send")}
            pendingLabel={t("sending")}
          />
        </form>
      )}
      <p className="mt-8 text-center">
        <AuthLink href="/login">{t("backToLogin")}</AuthLink>
      </p>
    </AuthPage>
  );
}
