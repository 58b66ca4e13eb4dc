"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { forgotSchema } from "@/lib/account/auth/password-reset";
import type { KeyOf } from "@/lib/i18n/text";
import { fieldWarnings } from "@/lib/validation/field-errors";
import {
  retryAfterOf,
  retryMinutes,
} from "@/lib/account/identity/error-catalogue";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, useFields } from "./auth-field";
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
  const warning = fieldWarnings(forgotSchema.safeParse(fields.values).error, [
    "email",
  ]).email as KeyOf<"Login"> | undefined;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.touchAll();
    setFailure(null);
    if (warning) return fields.focus("email");
    setPending(true);
    const refused = await postJson("/api/account/forgot-password", {
      email: fields.values.email,
    });
    setPending(false);
    if (!refused) return setSent(true);
    fields.setServer(refused.fields);
    if (refused.fields.email) return fields.focus("email");
    const wait = retryAfterOf(refused.code ?? "");
    setFailure(
      wait === undefined
        ? (refused.error ?? t("failed"))
        : login("tryAgainIn", { minutes: retryMinutes(wait) }),
    );
  };

  return (
    <div className="mx-auto w-full max-w-md px-6 pt-12 pb-16 sm:pt-16">
      <h1 className="text-center text-4xl font-semibold tracking-tight sm:text-5xl">
        {t("forgotTitle")}
      </h1>
      {sent ? (
        <p
          role="status"
          className="mt-8 rounded-lg border border-laurel/40 bg-cream-dark px-4 py-4 text-olive"
        >
          {t("sent")}
        </p>
      ) : (
        <>
          <p className="mt-4 text-center text-stone-dark">{t("forgotIntro")}</p>
          <form
            noValidate
            onSubmit={submit}
            className="mt-8 flex flex-col gap-5"
          >
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
        </>
      )}
      <p className="mt-8 text-center">
        <Link
          href="/login"
          className="font-medium text-laurel underline underline-offset-4 hover:text-laurel-dark"
        >
          {t("backToLogin")}
        </Link>
      </p>
    </div>
  );
}
