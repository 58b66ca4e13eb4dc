"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { request, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { button, failure, ResetLink } from "./reset-link";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ResultStatus } from "@/components/ui/result-status";
import type { Account, AccountChange } from "@/lib/account/roles/types";

type ListedAccount = Account & {
  /** Set by ADMIN_EMAIL(S) or as the first admin: the screen cannot change it. */
  configured: boolean;
  /** Whether this editor may take its role or disable it (another editor's: configured editors only). */
  changeable: boolean;
  /** A member that was no editor lately, with local accounts (the route decides the same). */
  resetLink: boolean;
};

type Asking = { account: ListedAccount; change: AccountChange };

const verbOf = (change: AccountChange) =>
  change.disabled
    ? "disable"
    : change.role === "editor"
      ? "makeEditor"
      : "makeMember";
const CONFIRM = {
  disable: "Disable",
  makeEditor: "MakeEditor",
  makeMember: "MakeMember",
} as const;

// One's own row offers no role change or disabling (the API refuses them
// too), so nobody locks themselves out with one tap.
export function AccountList({
  accounts,
  self,
}: {
  accounts: ListedAccount[];
  self: string;
}) {
  const t = useTranslations("Editors");
  const router = useRouter();
  // Kept while the dialog closes, so its words stay until it is gone.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [working, startWork] = useTransition();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // What the last role change did, said in words (the badge alone is easy to miss).
  const [done, setDone] = useState("");

  const signInAgain = useSignInAgain("/editors");

  const change = (account: ListedAccount, body: AccountChange) => {
    setPending(account.id);
    setErrors((e) => ({ ...e, [account.id]: undefined }));
    setDone("");
    startWork(async () => {
      try {
        await request<Account>(
          `/api/accounts/${encodeURIComponent(account.id)}`,
          { method: "PATCH", json: body },
        );
        if (body.role)
          setDone(
            t(body.role === "editor" ? "nowEditor" : "nowMember", {
              name: account.email,
            }),
          );
        router.refresh();
      } catch (error) {
        // Our own session ended (it expired, or another editor took our role).
        if (signedOut(error)) return signInAgain();
        setErrors((e) => ({ ...e, [account.id]: failure(error, t("failed")) }));
      }
    });
  };

  const ask = (account: ListedAccount, change: AccountChange) => {
    setAsking({ account, change });
    setConfirming(true);
  };
  const verb = asking && verbOf(asking.change);

  return (
    <>
      <ResultStatus className="mb-3 font-medium break-words text-laurel-dark empty:hidden">
        {done}
      </ResultStatus>
      <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
        {accounts.map((account) => {
          const busy = working && pending === account.id;
          const error = errors[account.id];
          const toggle = {
            role: account.role === "editor" ? "member" : "editor",
          } as const;
          return (
            <li
              key={account.id}
              aria-busy={busy || undefined}
              className="flex flex-col gap-3 rounded-xl border border-sand-dark bg-white/70 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                {/* A long address is cut short; "(you)" always shows. */}
                <p className="flex gap-1.5 font-medium text-olive">
                  <span className="truncate">{account.email}</span>
                  {account.id === self ? (
                    <span className="shrink-0 text-stone-dark">{t("you")}</span>
                  ) : null}
                </p>
                <p className="mt-1 flex flex-wrap gap-2 text-sm">
                  <span className="rounded-full bg-sand px-2.5 py-0.5 font-medium text-olive">
                    {account.role === "editor" ? t("editor") : t("member")}
                  </span>
                  {account.disabled ? (
                    <span className="rounded-full bg-red-50 px-2.5 py-0.5 font-medium text-red-800">
                      {t("disabled")}
                    </span>
                  ) : null}
                  {account.configured ? (
                    <span className="text-stone-dark">{t("configured")}</span>
                  ) : null}
                </p>
                {error ? (
                  <p
                    role="alert"
                    className="mt-2 text-sm font-medium text-red-800"
                  >
                    {error}
                  </p>
                ) : null}
              </div>
              {account.resetLink ? <ResetLink account={account} /> : null}
              {account.configured ? null : account.id === self ||
                !account.changeable ? (
                <p className="text-sm text-stone-dark sm:max-w-56 sm:text-right">
                  {t(account.id === self ? "selfNote" : "editorNote")}
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={button}
                    disabled={busy}
                    onClick={() => ask(account, toggle)}
                  >
                    {busy ? t("saving") : t(verbOf(toggle))}
                  </button>
                  <button
                    type="button"
                    className={button}
                    disabled={busy}
                    onClick={() =>
                      account.disabled
                        ? change(account, { disabled: false })
                        : ask(account, { disabled: true })
                    }
                  >
                    {account.disabled ? t("enable") : t("disable")}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={
          verb
            ? t(`confirm${CONFIRM[verb]}Title`, { email: asking.account.email })
            : ""
        }
        text={verb ? t(`confirm${CONFIRM[verb]}Text`) : ""}
        confirmLabel={verb ? t(verb) : ""}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          setConfirming(false);
          if (asking) change(asking.account, asking.change);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
