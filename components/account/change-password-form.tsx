"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { KeyOf } from "@/lib/i18n/text";
import {
  newPasswordWarnings,
  passwordChangeSchema,
} from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AccountName, AccountSection } from "./account-section";
import { AuthField, useFields } from "./auth-field";
import { RequestError } from "@/lib/http/client";
import { changePasswordRequest, postJson } from "./auth-requests";

type T = ReturnType<typeof useTranslations<"ChangePassword">>;

/** Signed out (401) links to the login page. */
function failureOf(
  refused: { status: number; error?: string },
  t: T,
  fallback: string,
) {
  return refused.status === 401 ? (
    <Link
      href="/login?callbackUrl=/account/password"
      className="underline underline-offset-4"
    >
      {t("signedOut")}
    </Link>
  ) : (
    (refused.error ?? fallback)
  );
}

// The strength estimate stays on the server (with its dictionaries). A change
// ends the account's other sessions and its recovery codes.
export function ChangePasswordForm({
  email,
  onChanged,
}: {
  email: string;
  /** Told the new password's recovery codes (local accounts) once it is set. */
  onChanged?: (codes: string[] | null) => void;
}) {
  const t = useTranslations("ChangePassword");
  const fields = useFields({
    currentPassword: "",
    newPassword: "",
    repeatPassword: "",
  });
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const warnings = newPasswordWarnings<KeyOf<"ChangePassword">>(
    passwordChangeSchema,
    fields.values,
  );

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!fields.ready(warnings)) return;
    setPending(true);
    const { currentPassword, newPassword } = fields.values;
    const result = await changePasswordRequest(currentPassword, newPassword);
    setPending(false);
    if (!(result instanceof RequestError)) {
      fields.reset();
      onChanged?.(result);
      return setDone(true);
    }
    if (!fields.refused(result.fields))
      setFailure(failureOf(result, t, t("failed")));
  };

  const field = (
    name: keyof typeof fields.values,
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <AuthField
      label={label}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      {...fields.props(name, warnings[name] && t(warnings[name]))}
    />
  );

  if (done)
    return (
      <div
        ref={doneRef}
        role="status"
        tabIndex={-1}
        className="mt-8 rounded-lg border border-laurel/40 bg-cream-dark px-4 py-4 text-olive"
      >
        <p className="font-medium">{t("done")}</p>
        <p className="mt-3">
          <Link
            href="/addProducts"
            className="font-medium text-laurel underline underline-offset-4 hover:text-laurel-dark"
          >
            {t("toEditor")}
          </Link>
        </p>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="mt-8 flex flex-col gap-5">
      <AccountName email={email} />
      {field("currentPassword", t("currentLabel"), "current-password")}
      {field("newPassword", t("newLabel"), "new-password", t("newHint"))}
      {field("repeatPassword", t("repeatLabel"), "new-password")}
      <FormAlert>{failure}</FormAlert>
      <SubmitButton
        pending={pending}
        label={t("submit")}
        pendingLabel={t("saving")}
      />
    </form>
  );
}

/** Ends every other session (other browsers, a copied cookie); keeps this one. */
export function SignOutElsewhere() {
  const t = useTranslations("ChangePassword");
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<React.ReactNode>(null);

  const signOutElsewhere = async () => {
    setPending(true);
    setDone(false);
    setFailure(null);
    const refused = await postJson("/api/account/sessions", {});
    setPending(false);
    if (!refused) return setDone(true);
    setFailure(failureOf(refused, t, t("elsewhereFailed")));
  };

  return (
    <AccountSection id="sessions-title" title={t("elsewhereTitle")}>
      <p className="text-stone-dark">{t("elsewhereIntro")}</p>
      <button
        type="button"
        onClick={signOutElsewhere}
        disabled={pending}
        aria-busy={pending || undefined}
        className="min-h-12 rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-cream-dark disabled:cursor-wait disabled:opacity-75"
      >
        {pending ? t("elsewherePending") : t("elsewhereButton")}
      </button>
      {/* Present from the start, so screen readers announce the confirmation. */}
      <p role="status" className="font-medium text-olive empty:hidden">
        {done ? t("elsewhereDone") : null}
      </p>
      <FormAlert>{failure}</FormAlert>
    </AccountSection>
  );
}
