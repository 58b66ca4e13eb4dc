"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useState } from "react";
import {
  expiredLoginUrl,
  onSessionExpired,
  useClientSession,
  warningTime,
} from "./session";

// Fetched only when someone signs in again: visitors never need it.
const SignInAgainDialog = dynamic(
  () => import("./sign-in-again-dialog").then((m) => m.SignInAgainDialog),
  { ssr: false },
);

/** Signing in again keeps the page, so unsaved edits stay where they are. */
export function SessionNotice() {
  const session = useClientSession();
  const t = useTranslations("SessionNotice");
  const expiresAt = session?.expiresAt ?? null;
  const [warned, setWarned] = useState<number | null>(null);
  useEffect(() => {
    if (expiresAt === null) return;
    const delay = warningTime(expiresAt, Date.now()) - Date.now();
    const id = setTimeout(
      () => setWarned(expiresAt),
      Math.min(Math.max(0, delay), 2 ** 31 - 1),
    );
    return () => clearTimeout(id);
  }, [expiresAt]);
  const router = useRouter();
  // The account signing in again; kept after the session itself has ended.
  const [email, setEmail] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  // Someone already typing their password is not taken away from the page.
  const expired = useEffectEvent(() => {
    if (!open) router.push(expiredLoginUrl(window.location.pathname));
  });
  useEffect(() => onSessionExpired(() => expired()), []);

  const cancel = () => {
    setOpen(false);
    if (!session) router.push(expiredLoginUrl(window.location.pathname));
  };

  return (
    <>
      {session && warned === expiresAt && !open ? (
        <div
          role="alert"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-gold-dark bg-gold-light text-olive shadow-lg"
        >
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
            <p className="flex-1 basis-64 font-medium">{t("ending")}</p>
            <button
              type="button"
              onClick={() => {
                setEmail(session.email);
                setOpen(true);
              }}
              className="inline-flex min-h-11 items-center rounded-full bg-laurel px-5 font-semibold text-cream hover:bg-laurel-dark"
            >
              {t("signInAgain")}
            </button>
          </div>
        </div>
      ) : null}
      {email ? (
        <SignInAgainDialog
          open={open}
          email={email}
          ended={!session}
          onDone={() => setOpen(false)}
          onCancel={cancel}
        />
      ) : null}
    </>
  );
}
