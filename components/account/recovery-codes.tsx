"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { KeyOf } from "@/lib/i18n/text";
import {
  recoveryCodesSchema,
  warningsOf,
} from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AccountName, AccountSection } from "./account-section";
import { AuthField, useFields } from "./auth-field";
import { recoveryCodesRequest } from "./auth-requests";
import { ChangePasswordForm } from "./change-password-form";

const secondaryButton =
  "min-h-12 rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-cream-dark";

// A set is shown once, here; the server keeps only hashes. `made`: a set already
// made (the first sign-in's).
export function RecoveryCodes({
  email,
  remaining,
  firebase = false,
  made = null,
}: {
  email: string;
  remaining: number;
  firebase?: boolean;
  made?: string[] | null;
}) {
  const t = useTranslations("RecoveryCodes");
  const change = useTranslations("ChangePassword");
  const fields = useFields({ currentPassword: "" });
  const [pending, setPending] = useState(false);
  const [codes, setCodes] = useState(made);
  const [failure, setFailure] = useState<string | null>(null);
  const warnings = warningsOf(recoveryCodesSchema, fields.values) as Partial<
    Record<"currentPassword", KeyOf<"ChangePassword">>
  >;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!fields.ready(warnings)) return;
    setPending(true);
    const result = await recoveryCodesRequest(fields.values.currentPassword);
    setPending(false);
    if (Array.isArray(result)) {
      fields.reset();
      return setCodes(result);
    }
    if (!fields.refused(result.fields)) setFailure(result.error ?? t("failed"));
  };

  return (
    <AccountSection id="recovery-codes-title" title={t("title")}>
      {firebase ? (
        <p className="text-stone-dark">{t("firebase")}</p>
      ) : (
        <>
          <p className="text-stone-dark">{t("intro")}</p>
          {codes ? (
            <CodesShown email={email} codes={codes} />
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-5">
              <p className="font-medium text-olive">
                {t("remaining", { count: remaining })}
                {remaining > 0 ? ` ${t("replaces")}` : null}
              </p>
              <AccountName email={email} />
              <AuthField
                label={t("passwordLabel")}
                type="password"
                autoComplete="current-password"
                {...fields.props(
                  "currentPassword",
                  warnings.currentPassword && change(warnings.currentPassword),
                )}
              />
              <FormAlert>{failure}</FormAlert>
              <SubmitButton
                pending={pending}
                label={t("make")}
                pendingLabel={t("making")}
              />
            </form>
          )}
        </>
      )}
    </AccountSection>
  );
}

function CodesShown({ email, codes }: { email: string; codes: string[] }) {
  const t = useTranslations("RecoveryCodes");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const download = () => {
    const text = t("fileText", {
      email,
      site: window.location.origin,
      codes: codes.join("\n"),
    });
    const url = URL.createObjectURL(
      new Blob([text], { type: "text/plain;charset=utf-8" }),
    );
    const link = document.createElement("a");
    link.href = url;
    link.download = t("fileName");
    link.click();
    // The download has begun by the next task; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url));
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="recovery-codes-shown"
      className="flex flex-col gap-4 rounded-lg border border-gold-dark/50 bg-cream-dark px-4 py-4"
    >
      <p id="recovery-codes-shown" className="font-medium text-olive">
        {t("shownOnce")}
      </p>
      <ol className="grid gap-2 font-mono text-lg tracking-wide text-olive sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => window.print()}
          className={secondaryButton}
        >
          {t("print")}
        </button>
        <button type="button" onClick={download} className={secondaryButton}>
          {t("download")}
        </button>
      </div>
    </div>
  );
}

/** Recovery codes right after the forced password change: a way back in that needs no mail. */
export function FirstPasswordChange({ email }: { email: string }) {
  const [changed, setChanged] = useState<{ codes: string[] | null } | null>(
    null,
  );
  const madeWith = async (password: string) => {
    const result = await recoveryCodesRequest(password);
    // Refused (rarely: the store was busy), the section offers its own form.
    setChanged({ codes: Array.isArray(result) ? result : null });
  };
  return (
    <>
      <ChangePasswordForm email={email} onChanged={madeWith} />
      {changed ? (
        <RecoveryCodes email={email} remaining={0} made={changed.codes} />
      ) : null}
    </>
  );
}
