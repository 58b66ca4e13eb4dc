"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { emailChangeWarnings } from "@/lib/account/auth/credentials";
import { FormAlert, SubmitButton } from "@/components/ui/form-feedback";
import { AuthField, useFields } from "./auth-field";
import { postJson } from "./auth-requests";
import { startClientSession, useClientSession } from "./session";

export type AddressKind = "placeholder" | "configured" | "own";

// An address the configuration sets cannot be changed here. A change ends the
// account's other sessions; this one goes on under the new address.
export function ChangeEmailSection({
  email,
  kind,
}: {
  email: string;
  kind: AddressKind;
}) {
  const t = useTranslations("ChangeEmail");
  const router = useRouter();
  const session = useClientSession();
  const fields = useFields({ newEmail: "", currentPassword: "" });
  const [failure, setFailure] = useState<React.ReactNode>(null);
  const [pending, setPending] = useState(false);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const warnings = emailChangeWarnings(fields.values);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setChangedTo(null);
    if (!fields.ready(warnings)) return;
    setPending(true);
    const { newEmail, currentPassword } = fields.values;
    const refused = await postJson(
      "/api/account/email",
      { newEmail, currentPassword },
      "PUT",
    );
    setPending(false);
    if (!refused) {
      const changed = newEmail.trim().toLowerCase();
      fields.reset();
      setChangedTo(changed);
      // The header's view of the session, and this page, under the new address.
      if (session) startClientSession({ ...session, email: changed });
      return router.refresh();
    }
    if (fields.refused(refused.fields)) return;
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

  return (
    <section
      aria-labelledby="email-title"
      className="mt-12 flex flex-col gap-4 border-t border-stone/30 pt-8"
    >
      <h2 id="email-title" className="text-2xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-stone-dark">
        {t.rich("current", {
          email,
          strong: (chunks) => (
            <strong className="font-semibold break-all text-olive">
              {chunks}
            </strong>
          ),
        })}
      </p>
      {kind === "configured" ? (
        <p className="text-stone-dark">{t("configured")}</p>
      ) : (
        <>
          {kind === "placeholder" ? (
            <p className="rounded-lg border border-gold-dark/50 bg-cream-dark px-4 py-3 font-medium text-olive">
              {t("placeholder")}
            </p>
          ) : null}
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <AuthField
              label={t("newLabel")}
              type="email"
              autoComplete="email"
              {...fields.props(
                "newEmail",
                warnings.newEmail && t(warnings.newEmail),
              )}
            />
            <AuthField
              label={t("currentLabel")}
              type="password"
              autoComplete="current-password"
              {...fields.props(
                "currentPassword",
                warnings.currentPassword && t(warnings.currentPassword),
              )}
            />
            <FormAlert>{failure}</FormAlert>
            <SubmitButton
              pending={pending}
              label={t("submit")}
              pendingLabel={t("saving")}
            />
          </form>
        </>
      )}
      {/* Present from the start, so screen readers announce the confirmation. */}
      <p role="status" className="font-medium text-olive empty:hidden">
        {changedTo ? t("done", { email: changedTo }) : null}
      </p>
    </section>
  );
}
