"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, useFields } from "./auth-field";
import { signInRequest } from "./auth-requests";
import { isSessionUser } from "@/lib/account/roles/types";
import { startClientSession } from "./session";

// Headless UI is fetched only when someone signs in again.
const Dialog = dynamic(() => import("@/components/ui/dialog"), { ssr: false });

/** Signs the same account in again without leaving the page, so its contents stay. */
export function SignInAgainDialog({
  open,
  email,
  ended,
  onDone,
  onCancel,
}: {
  open: boolean;
  email: string;
  ended: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("SessionNotice");
  const fields = useFields({ password: "" });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setFailed(false);
    const result = await signInRequest(email, fields.values.password);
    setPending(false);
    if (!isSessionUser(result)) return setFailed(true);
    fields.reset();
    startClientSession(result);
    onDone();
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t("title")}
      closeLabel={t("close")}
      panelClassName="w-[28rem]"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-stone-dark">
          {t(ended ? "ended" : "text", { email })}
        </p>
        {/* For password managers: which account this password is for. */}
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          readOnly
          hidden
        />
        <AuthField
          label={t("passwordLabel")}
          type="password"
          autoComplete="current-password"
          {...fields.props("password")}
        />
        <FormAlert>{failed ? t("failed") : null}</FormAlert>
        <SubmitButton
          pending={pending}
          label={t("submit")}
          pendingLabel={t("submitting")}
        />
      </form>
    </Dialog>
  );
}
