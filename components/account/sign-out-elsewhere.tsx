"use client";

import { useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { FormAlert } from "@/components/ui/form-feedback";
import { postJson } from "./auth-requests";

/**
 * "Sign out everywhere else": ends every other session of the account (other
 * browsers, a copied cookie) and keeps this one (POST /api/account/sessions).
 */
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
    setFailure(
      refused.status === 401 ? (
        <Link
          href="/login?callbackUrl=/account/password"
          className="underline underline-offset-4"
        >
          {t("signedOut")}
        </Link>
      ) : (
        (refused.error ?? t("elsewhereFailed"))
      ),
    );
  };

  return (
    <section
      aria-labelledby="sessions-title"
      className="mt-12 flex flex-col gap-4 border-t border-stone/30 pt-8"
    >
      <h2 id="sessions-title" className="text-2xl font-semibold">
        {t("elsewhereTitle")}
      </h2>
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
    </section>
  );
}
