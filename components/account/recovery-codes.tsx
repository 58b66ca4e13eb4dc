"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { KeyOf } from "@/lib/i18n/text";
import {
  recoveryCodesSchema,
  warningsOf,
} from "@/lib/account/auth/credentials";
import { GuideMarkButton } from "@/components/setup-guide/guide-mark-button";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AccountName, AccountSection } from "./account-section";
import { AuthField, useFields } from "./auth-field";
import { recoveryCodesRequest } from "./auth-requests";
import { ChangePasswordForm } from "./change-password-form";

const secondaryButton =
  "min-h-12 rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-cream-dark";

// A set is shown once, here; the server keeps only hashes. `made`: a set already
// made, with a new password (`replaced`: the old set ended with the old password).
// `noResetMail`: this site cannot mail its owner a reset link, so the codes are the only way back.
// `guided`: an editor's, whose setup guide counts the codes once they say a set shown is kept.
export function RecoveryCodes({
  email,
  remaining,
  firebase = false,
  made = null,
  replaced = false,
  noResetMail = false,
  guided = false,
}: {
  email: string;
  remaining: number;
  firebase?: boolean;
  made?: string[] | null;
  replaced?: boolean;
  noResetMail?: boolean;
  guided?: boolean;
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
          {noResetMail ? (
            <p className="font-medium text-olive">{t("noResetMail")}</p>
          ) : null}
          {replaced && codes ? (
            <p className="font-medium text-olive">{t("replaced")}</p>
          ) : null}
          {codes ? (
            <CodesShown email={email} codes={codes} guided={guided} />
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

function CodesShown({
  email,
  codes,
  guided,
}: {
  email: string;
  codes: string[];
  guided: boolean;
}) {
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
      <CodeList
        codes={codes}
        className="grid-cols-[repeat(auto-fill,minmax(21ch,1fr))] gap-2 text-lg tracking-wide"
      />
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
      {guided ? (
        <div className="flex flex-col items-start gap-2">
          <GuideMarkButton
            mark="codes"
            label={t("kept")}
            pendingLabel={t("keptSaving")}
            failedLabel={t("keptFailed")}
            doneText={t("keptSaid")}
          />
        </div>
      ) : null}
      <PrintedSheet email={email} codes={codes} />
    </div>
  );
}

// Columns only as wide as a whole code fits: a code never breaks.
const CodeList = ({
  codes,
  className,
}: {
  codes: string[];
  className: string;
}) => (
  <ol className={`grid font-mono whitespace-nowrap text-olive ${className}`}>
    {codes.map((code) => (
      <li key={code}>{code}</li>
    ))}
  </ol>
);

/**
 * What Print prints: the site, the account, the day and the codes, on one sheet. It hangs from
 * <body>, whose other children are not printed (app/site-rules.css), and is never on screen.
 * Codes arrive only in the browser (a request's answer), so this never renders on the server.
 */
function PrintedSheet({ email, codes }: { email: string; codes: string[] }) {
  const t = useTranslations("RecoveryCodes");
  if (typeof document === "undefined") return null;
  const date = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" }).format(
    new Date(),
  );
  return createPortal(
    <section className="print-sheet hidden text-olive print:block">
      <h1 className="text-2xl font-semibold">
        {t("sheetTitle", { site: window.location.host })}
      </h1>
      <p className="mt-4 text-lg">{t("sheetAccount", { email })}</p>
      <p className="text-lg">{t("sheetDate", { date })}</p>
      <CodeList
        codes={codes}
        className="mt-8 grid-cols-[repeat(auto-fill,minmax(22ch,1fr))] gap-x-12 gap-y-4 text-xl tracking-wider"
      />
    </section>,
    document.body,
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
  noResetMail,
  guided,
}: {
  email: string;
  remaining: number;
  firebase: boolean;
  first: boolean;
  noResetMail: boolean;
  guided: boolean;
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
          noResetMail={noResetMail}
          guided={guided}
        />
      )}
    </>
  );
}
