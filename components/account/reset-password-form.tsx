"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { KeyOf } from "@/lib/i18n/text";
import {
  newPasswordWarnings,
  resetSchema,
} from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, AuthLink, AuthPage, useFields } from "./auth-field";
import { RequestError } from "@/lib/http/client";
import { postJson, resetPasswordRequest } from "./auth-requests";
import { PasswordSetCodes, usePasswordSet } from "./password-set-codes";

// The token is the URL's fragment (never sent to a server with the page, nor in
// a Referer). The link is checked on load without using it up.
export function ResetPasswordForm() {
  const t = useTranslations("PasswordReset");
  const { shown, follow } = usePasswordSet();
  const fields = useFields({ newPassword: "", repeatPassword: "" });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const [link, setLink] = useState<"checking" | "usable" | string>("checking");
  useEffect(() => {
    const token = window.location.hash.slice(1);
    void postJson("/api/account/reset-password/check", { token }).then(
      (refused) =>
        // Unreachable, or held by the limits: the form stays, and submitting says why.
        setLink(refused?.fields.token ?? "usable"),
    );
  }, []);
  const warnings = newPasswordWarnings<KeyOf<"PasswordReset">>(
    resetSchema.pick({ newPassword: true }),
    fields.values,
  );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!fields.ready(warnings)) return;
    setPending(true);
    const result = await resetPasswordRequest(
      window.location.hash.slice(1),
      fields.values.newPassword,
    );
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
    if (fields.refused(result.fields)) return;
    const { token } = result.fields;
    if (token) return setLink(token);
    setFailure(result.error ?? t("failed"));
  };

  const field = (
    name: keyof typeof fields.values,
    label: string,
    hint?: string,
  ) => (
    <AuthField
      label={label}
      hint={hint}
      type="password"
      autoComplete="new-password"
      {...fields.props(name, warnings[name] && t(warnings[name]))}
    />
  );

  return (
    <AuthPage title={t("resetTitle")} intro={t("resetIntro")}>
      {shown ? (
        <PasswordSetCodes {...shown} />
      ) : link === "checking" ? (
        <p role="status" className="mt-8 text-center text-stone-dark">
          {t("checking")}
        </p>
      ) : link === "usable" ? (
        <form noValidate onSubmit={submit} className="mt-8 flex flex-col gap-5">
          {field("newPassword", t("newLabel"), t("newHint"))}
          {field("repeatPassword", t("repeatLabel"))}
          <FormAlert>{failure}</FormAlert>
          <SubmitButton
            pending={pending}
            label={t("submit")}
            pendingLabel={t("saving")}
          />
        </form>
      ) : (
        <div className="mt-8">
          {/* The server's words on the link, then the way to a new one. */}
          <FormAlert>
            {link}{" "}
            <Link
              href="/forgot-password"
              className="underline underline-offset-4"
            >
              {t("askAgain")}
            </Link>
          </FormAlert>
        </div>
      )}
      {shown ? null : (
        <p className="mt-8 text-center">
          <AuthLink href="/login">{t("backToLogin")}</AuthLink>
        </p>
      )}
    </AuthPage>
  );
}
