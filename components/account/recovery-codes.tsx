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
// made, with a new password (`replaced`: the old set ended with the old password).
export function RecoveryCodes({
  email,
  remaining,
  firebase = false,
  made = null,
  replaced = false,
}: {
  email: string;
  remaining: number;
  firebase?: boolean;
  made?: string[] | null;
  replaced?: boolean;
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
          {replaced && codes ? (
            <p className="font-medium text-olive">{t("replaced")}</p>
          ) : null}
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

/**
 * The password form, then the recovery codes: a new password ends the old set, and the new one is
 * shown here at once. `first`: the first sign-in's forced change, with no codes offered before it.
 */
export function PasswordAndCodes({
  email,
  remaining,
  firebase,
  first,
}: {
  email: string;
  remaining: number;
  firebase: boolean;
  first: boolean;
}) {
  const [changed, setChanged] = useState<{ codes: string[] | null } | null>(
    null,
  );
  return (
    <>
      <ChangePasswordForm
        email={email}
        onChanged={(codes) => setChanged({ codes })}
      />
      {first && !changed ? null : (
        <RecoveryCodes
          // A new set replaces what the section showed before.
          key={changed ? "changed" : "before"}
          email={email}
          remaining={changed ? 0 : remaining}
          firebase={firebase}
          made={changed?.codes}
          replaced={!first}
        />
      )}
    </>
  );
}
