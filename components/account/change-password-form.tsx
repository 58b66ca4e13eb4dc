"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { passwordChangeWarnings } from "@/lib/account/auth/password-change";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, useFields } from "./auth-field";
import { postJson } from "./auth-requests";

/**
 * Current password, new password twice. Checks what the browser can (the
 * strength estimate stays on the server, with its dictionaries), then shows
 * the server's verdict on the field it concerns. A change ends the account's
 * other sessions.
 */
export function ChangePasswordForm({ email }: { email: string }) {
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

  const warnings = passwordChangeWarnings(fields.values);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    fields.touchAll();
    setFailure(null);
    const invalid = fields.invalid(warnings);
    if (invalid) return fields.focus(invalid);
    setPending(true);
    const { currentPassword, newPassword } = fields.values;
    const refused = await postJson("/api/account/password", {
      currentPassword,
      newPassword,
    });
    setPending(false);
    if (!refused) {
      fields.reset();
      setDone(true);
      return;
    }
    fields.setServer(refused.fields);
    const field = fields.invalid(refused.fields);
    if (field) return fields.focus(field);
    setFailure(
      refused.status === 401 ? (
        <Link
          href="/login?callbackUrl=/account/password"
          className="underline underline-offset-4"
        >
          {t("signedOut")}
        </Link>
      ) : (
        (refused.error ?? t("failed"))
      ),
    );
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
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        hidden
      />
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
