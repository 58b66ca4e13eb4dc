"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { isSessionUser } from "@/lib/account/roles/types";
import { AuthLink } from "./auth-field";
import type { PasswordSet } from "./auth-requests";
import { landingAfterPasswordSet } from "./password-set-notice";
import { RecoveryCodes } from "./recovery-codes";
import { startClientSession } from "./session";

type Shown = {
  email: string;
  codes: string[];
  next: string;
  signedIn: boolean;
};

/**
 * What follows a password set with a reset link or a recovery code: this browser signed in with
 * it, then the account's new recovery codes, shown once, before going on. `follow` answers
 * "signInFailed" when there are no codes to show and only the sign-in failed.
 */
export function usePasswordSet() {
  const router = useRouter();
  const [shown, setShown] = useState<Shown | null>(null);
  const follow = ({ email, session, codes }: PasswordSet) => {
    const signedIn = isSessionUser(session);
    if (signedIn) startClientSession(session);
    const next = signedIn ? landingAfterPasswordSet(session.role) : "/login";
    if (codes) setShown({ email, codes, next, signedIn });
    else if (signedIn) router.push(next);
    else return "signInFailed";
  };
  return { shown, follow };
}

export function PasswordSetCodes({ email, codes, next, signedIn }: Shown) {
  const t = useTranslations("PasswordReset");
  return (
    <div className="mt-8">
      <p role="status" className="font-medium text-olive">
        {signedIn ? t("done") : t("signInFailed")}
      </p>
      <RecoveryCodes email={email} remaining={0} made={codes} replaced />
      <p className="mt-8 text-center">
        <AuthLink href={next}>{t("continue")}</AuthLink>
      </p>
    </div>
  );
}
