"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import {
  passwordChangeWarnings,
  type PasswordChangeField,
} from "@/lib/account/auth/password-change";
import { clientT, type IslandStrings } from "@/lib/i18n/client-messages";
import type { PasswordKey } from "./keys";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField } from "./auth-field";

type Values = Record<PasswordChangeField, string>;
type FieldTexts = Partial<Record<PasswordChangeField, string>>;

const FIELDS = ["currentPassword", "newPassword", "repeatPassword"] as const;
const EMPTY: Values = {
  currentPassword: "",
  newPassword: "",
  repeatPassword: "",
};

type Outcome =
  | { ok: true }
  | { ok: false; status: number; fields: FieldTexts; message?: string };

async function send(
  currentPassword: string,
  newPassword: string,
): Promise<Outcome> {
  try {
    const res = await fetch("/api/account/password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currentPassword, newPassword }),
    });
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => null)) as {
      error?: unknown;
      fields?: Record<string, unknown>;
    } | null;
    const fields: FieldTexts = {};
    for (const field of FIELDS) {
      const text = body?.fields?.[field];
      if (typeof text === "string") fields[field] = text;
    }
    const message = typeof body?.error === "string" ? body.error : undefined;
    return { ok: false, status: res.status, fields, message };
  } catch {
    return { ok: false, status: 0, fields: {} };
  }
}

/**
 * Current password, new password twice. Checks what the browser can (the
 * common-password list stays on the server), then shows the server's
 * verdict on the field it concerns.
 */
export function ChangePasswordForm({
  strings,
  email,
}: {
  strings: IslandStrings<PasswordKey>;
  email: string;
}) {
  const t = clientT(strings, "ChangePassword");
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<
    Partial<Record<PasswordChangeField, boolean>>
  >({});
  const [server, setServer] = useState<FieldTexts>({});
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const warnings = passwordChangeWarnings(values);
  const warningFor = (field: PasswordChangeField) =>
    server[field] ??
    (touched[field] && warnings[field] ? t(warnings[field]) : undefined);
  const focus = (field: PasswordChangeField) =>
    document.getElementById(`${id}-${field}`)?.focus();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({
      currentPassword: true,
      newPassword: true,
      repeatPassword: true,
    });
    setFailure(null);
    const invalid = FIELDS.find((f) => warnings[f] || server[f]);
    if (invalid) return focus(invalid);
    setPending(true);
    const outcome = await send(values.currentPassword, values.newPassword);
    setPending(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setTouched({});
      setDone(true);
      return;
    }
    setServer(outcome.fields);
    const field = FIELDS.find((f) => outcome.fields[f]);
    if (field) return focus(field);
    setFailure(
      outcome.status === 401 ? (
        <Link
          href="/login?callbackUrl=/account/password"
          className="underline underline-offset-4"
        >
          {t("signedOut")}
        </Link>
      ) : outcome.status === 0 || !outcome.message ? (
        t("failed")
      ) : (
        outcome.message
      ),
    );
  };

  const field = (
    name: PasswordChangeField,
    label: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <AuthField
      id={`${id}-${name}`}
      name={name}
      label={label}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      warning={warningFor(name)}
      onChange={(value) => {
        setValues((v) => ({ ...v, [name]: value }));
        setServer((s) => ({ ...s, [name]: undefined }));
      }}
      onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
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
