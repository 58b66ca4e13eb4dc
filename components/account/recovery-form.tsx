"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import type { KeyOf } from "@/lib/i18n/text";
import {
  newPasswordWarnings,
  recoverSchema,
} from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, useFields } from "./auth-field";
import { RequestError } from "@/lib/http/client";
import { recoverRequest } from "./auth-requests";
import { PasswordSetCodes, usePasswordSet } from "./password-set-codes";

export function RecoveryForm() {
  const t = useTranslations("PasswordReset");
  const login = useTranslations("Login");
  const { shown, follow } = usePasswordSet();
  const fields = useFields({
    email: "",
    code: "",
    newPassword: "",
    repeatPassword: "",
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const warnings = newPasswordWarnings<string>(recoverSchema, fields.values);
  const warning = (name: keyof typeof fields.values) => {
    const key = warnings[name];
    if (!key) return undefined;
    return name === "email"
      ? login(key as KeyOf<"Login">)
      : t(key as KeyOf<"PasswordReset">);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!fields.ready(warnings)) return;
    setPending(true);
    const { email, code, newPassword } = fields.values;
    const result = await recoverRequest({ email, code, newPassword });
    if (!(result instanceof RequestError) && !follow(result)) return;
    setPending(false);
    if (!(result instanceof RequestError)) {
      // The password is set; only signing in with it failed.
      fields.reset();
      return setFailure(
        <Link href="/login" className="underline underline-offset-4">
          {t("signInFailed")}
        </Link>,
      );
    }
    if (!fields.refused(result.fields)) setFailure(result.error ?? t("failed"));
  };

  const password = (
    name: "newPassword" | "repeatPassword",
    label: string,
    hint?: string,
  ) => (
    <AuthField
      label={label}
      hint={hint}
      type="password"
      autoComplete="new-password"
      {...fields.props(name, warning(name))}
    />
  );

  return (
    <section aria-labelledby="recovery-title" className="mt-8">
      <h2 id="recovery-title" className="text-2xl font-semibold">
        {t("codeTitle")}
      </h2>
      <p className="mt-2 text-stone-dark">{t("codeIntro")}</p>
      {shown ? (
        <PasswordSetCodes {...shown} />
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
          <AuthField
            label={t("emailLabel")}
            type="email"
            autoComplete="username"
            {...fields.props("email", warning("email"))}
          />
          <AuthField
            label={t("codeLabel")}
            hint={t("codeHint")}
            type="text"
            autoComplete="one-time-code"
            {...fields.props("code", warning("code"))}
          />
          {password("newPassword", t("newLabel"), t("newHint"))}
          {password("repeatPassword", t("repeatLabel"))}
          <FormAlert>{failure}</FormAlert>
          <SubmitButton
            pending={pending}
            label={t("submit")}
            pendingLabel={t("saving")}
          />
        </form>
      )}
    </section>
  );
}
