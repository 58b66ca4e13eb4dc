"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { credentialWarnings } from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, AuthLink, AuthPage, useFields } from "./auth-field";
import { postJson } from "./auth-requests";
import { RecoveryForm } from "./recovery-form";

// The same answer whether the address has an account or not. Where no link can
// be mailed, the page says so and never claims one was sent.
export function ForgotPasswordForm({
  mail,
  codes,
}: {
  mail: boolean;
  codes: boolean;
}) {
  const t = useTranslations("PasswordReset");
  const login = useTranslations("Login");
  const fields = useFields({ email: "" });
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  if (!mail)
    return (
      <AuthPage title={t("forgotTitle")}>
        <p className="mt-8 rounded-lg border border-gold-dark/50 bg-cream-dark px-4 py-3 font-medium text-olive">
          {t("noMail")}
        </p>
        {codes ? <RecoveryForm /> : null}
        <BackToLogin />
      </AuthPage>
    );

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
      {codes && withCode ? <RecoveryForm /> : null}
      {codes && !withCode ? (
        <button
          type="button"
          onClick={() => setWithCode(true)}
          className="mt-6 min-h-12 w-full rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-cream-dark"
        >
          {t("haveCode")}
        </button>
      ) : null}
      <BackToLogin />
    </AuthPage>
  );
}

function BackToLogin() {
  const t = useTranslations("PasswordReset");
  return (
    <p className="mt-8 text-center">
      <AuthLink href="/login">{t("backToLogin")}</AuthLink>
    </p>
  );
}
