"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { resetWarnings } from "@/lib/account/auth/password-reset";
import { isSessionUser } from "@/lib/account/roles/types";
import {
  retryAfterOf,
  retryMinutes,
} from "@/lib/account/identity/error-catalogue";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, useFields } from "./auth-field";
import { isRefusal, resetPasswordRequest } from "./auth-requests";
import { startClientSession } from "./session";

const link =
  "font-medium text-laurel underline underline-offset-4 hover:text-laurel-dark";

/**
 * A one-time reset link's page: the token is the URL's fragment (never sent
 * to a server with the page, nor in a Referer). Sets the new password, which
 * ends every session of the account, then signs in with it.
 */
export function ResetPasswordForm() {
  const t = useTranslations("PasswordReset");
  const login = useTranslations("Login");
  const router = useRouter();
  const fields = useFields({ newPassword: "", repeatPassword: "" });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const warnings = resetWarnings(fields.values);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.touchAll();
    setFailure(null);
    const invalid = fields.invalid(warnings);
    if (invalid) return fields.focus(invalid);
    setPending(true);
    const result = await resetPasswordRequest(
      window.location.hash.slice(1),
      fields.values.newPassword,
    );
    if (isSessionUser(result)) {
      startClientSession(result);
      return router.push("/addProducts");
    }
    setPending(false);
    if (!isRefusal(result)) {
      // The password is set; only signing in with it failed.
      fields.reset();
      return setFailure(
        <Link href="/login" className="underline underline-offset-4">
          {t("signInFailed")}
        </Link>,
      );
    }
    const { newPassword, token } = result.fields;
    fields.setServer({ newPassword });
    if (newPassword) return fields.focus("newPassword");
    const wait = retryAfterOf(result.code ?? "");
    setFailure(
      token ? (
        <>
          {token}{" "}
          <Link
            href="/forgot-password"
            className="underline underline-offset-4"
          >
            {t("askAgain")}
          </Link>
        </>
      ) : wait === undefined ? (
        (result.error ?? t("failed"))
      ) : (
        login("tryAgainIn", { minutes: retryMinutes(wait) })
      ),
    );
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
    <div className="mx-auto w-full max-w-md px-6 pt-12 pb-16 sm:pt-16">
      <h1 className="text-center text-4xl font-semibold tracking-tight sm:text-5xl">
        {t("resetTitle")}
      </h1>
      <p className="mt-4 text-center text-stone-dark">{t("resetIntro")}</p>
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
      <p className="mt-8 text-center">
        <Link href="/login" className={link}>
          {t("backToLogin")}
        </Link>
      </p>
    </div>
  );
}
