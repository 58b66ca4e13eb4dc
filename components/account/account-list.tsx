"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  adminRequest,
  AdminRequestError,
  signedOut,
  useSignInAgain,
} from "@/components/ui/admin-request";
import type { Account, AccountChange } from "@/lib/account/roles/types";
import { clientT, type IslandStrings } from "@/lib/i18n/client-messages";
import type { KeyOf } from "@/lib/i18n/text";

export type ListedAccount = Account & {
  /** An editor through ADMIN_EMAILS / ADMIN_EMAIL: the screen cannot change it. */
  configured: boolean;
};

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-laurel px-4 text-sm font-semibold text-laurel transition-colors hover:bg-laurel hover:text-cream disabled:cursor-wait disabled:opacity-60";

/** The Editors screen's list: each account with its role and the changes an editor may make. */
export function AccountList({
  initial,
  self,
  strings,
}: {
  initial: ListedAccount[];
  self: string;
  strings: IslandStrings<KeyOf<"Editors">>;
}) {
  const t = clientT(strings, "Editors");
  const router = useRouter();
  const [accounts, setAccounts] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const signInAgain = useSignInAgain("/editors");

  const change = async (account: ListedAccount, body: AccountChange) => {
    setPending(account.id);
    setErrors((e) => ({ ...e, [account.id]: undefined }));
    try {
      const answer = await adminRequest<Account>(
        `/api/accounts/${encodeURIComponent(account.id)}`,
        { method: "PATCH", json: body },
      );
      setAccounts((list) =>
        list.map((a) => (a.id === account.id ? { ...a, ...answer } : a)),
      );
      if (account.id === self && answer.role !== "editor") router.refresh();
    } catch (error) {
      // Our own session ended (we took our own editor role away, or it expired).
      if (signedOut(error)) return signInAgain();
      const text =
        error instanceof AdminRequestError ? error.serverMessage : undefined;
      setErrors((e) => ({ ...e, [account.id]: text ?? t("failed") }));
    } finally {
      setPending(null);
    }
  };

  return (
    <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
      {accounts.map((account) => {
        const busy = pending === account.id;
        const error = errors[account.id];
        return (
          <li
            key={account.id}
            aria-busy={busy || undefined}
            className="flex flex-col gap-3 rounded-xl border border-sand-dark bg-white/70 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-olive">
                {account.email}
                {account.id === self ? (
                  <span className="text-stone-dark"> {t("you")}</span>
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
            {account.configured ? null : (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={button}
                  disabled={busy}
                  onClick={() =>
                    change(account, {
                      role: account.role === "editor" ? "member" : "editor",
                    })
                  }
                >
                  {busy
                    ? t("saving")
                    : account.role === "editor"
                      ? t("makeMember")
                      : t("makeEditor")}
                </button>
                <button
                  type="button"
                  className={button}
                  disabled={busy}
                  onClick={() =>
                    change(account, { disabled: !account.disabled })
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
  );
}
