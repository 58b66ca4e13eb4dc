"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import {
  adminRequest,
  AdminRequestError,
  signedOut,
  useSignInAgain,
} from "@/lib/http/admin-request";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Account, AccountChange } from "@/lib/account/roles/types";

type ListedAccount = Account & {
  /** An editor through the configuration (first admin, ADMIN_EMAIL, ADMIN_EMAILS): the screen cannot change it. */
  configured: boolean;
};

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-laurel px-4 text-sm font-semibold text-laurel transition-colors hover:bg-laurel hover:text-cream disabled:cursor-wait disabled:opacity-60";

const failure = (error: unknown, fallback: string) =>
  (error instanceof AdminRequestError && error.serverMessage) || fallback;

/** A change the editor is asked to confirm first. */
type Asking = { account: ListedAccount; change: AccountChange };

/** A change's button label; its confirmation's title and text are `confirm<Verb>Title` and `confirm<Verb>Text`. */
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

/**
 * The Editors screen's list: each account, its role and the changes an editor
 * may make; after a change the page renders it again (router.refresh). Every
 * role change and disabling is confirmed in a dialog naming the account; one's
 * own row offers neither (the API refuses them too), so nobody locks
 * themselves out with one tap.
 */
export function AccountList({
  accounts,
  self,
  resetLinks,
}: {
  accounts: ListedAccount[];
  self: string;
  /** Whether editors may create reset links (local accounts; Firebase mails its own). */
  resetLinks: boolean;
}) {
  const t = useTranslations("Editors");
  const router = useRouter();
  // Kept while the dialog closes, so its words stay until it is gone.
  const [asking, setAsking] = useState<Asking | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The row changed last; busy until the list has been rendered again.
  const [pending, setPending] = useState<string | null>(null);
  const [working, startWork] = useTransition();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const signInAgain = useSignInAgain("/editors");

  const change = (account: ListedAccount, body: AccountChange) => {
    setPending(account.id);
    setErrors((e) => ({ ...e, [account.id]: undefined }));
    startWork(async () => {
      try {
        await adminRequest<Account>(
          `/api/accounts/${encodeURIComponent(account.id)}`,
          { method: "PATCH", json: body },
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
              {resetLinks && account.id !== self ? (
                <ResetLink account={account} />
              ) : null}
              {account.configured ? null : account.id === self ? (
                <p className="text-sm text-stone-dark sm:max-w-56 sm:text-right">
                  {t("selfNote")}
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

type Link = { url: string; expiresAt: string };

/**
 * "Create a reset link" for a family without mail: the link is shown once,
 * with a Copy button, for the editor to pass on; closing it forgets it (the
 * server keeps only its hash).
 */
function ResetLink({ account }: { account: Account }) {
  const t = useTranslations("Editors");
  const [link, setLink] = useState<Link | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [pending, startWork] = useTransition();
  const signInAgain = useSignInAgain("/editors");
  const field = useRef<HTMLInputElement>(null);

  const create = () =>
    startWork(async () => {
      setError(null);
      try {
        setLink(
          await adminRequest<Link>(
            `/api/accounts/${encodeURIComponent(account.id)}/reset-link`,
            { method: "POST" },
          ),
        );
        setCopied(false);
      } catch (error) {
        if (signedOut(error)) return signInAgain();
        setError(failure(error, t("failed")));
      }
    });

  // Without clipboard access the link is selected, for the phone's own Copy.
  const copy = () =>
    navigator.clipboard.writeText(link!.url).then(
      () => setCopied(true),
      () => field.current?.focus(),
    );

  if (link)
    return (
      <div
        role="group"
        aria-label={t("resetLinkTitle", { email: account.email })}
        className="flex w-full flex-col gap-2 rounded-lg border border-laurel/40 bg-cream-dark p-3 sm:order-last"
      >
        <p className="text-sm text-olive">
          {t("resetLinkText", {
            time: new Date(link.expiresAt).toLocaleTimeString([], {
              hour: "2-digit",
              minute: "2-digit",
            }),
          })}
        </p>
        <input
          ref={field}
          readOnly
          aria-label={t("resetLinkLabel")}
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 w-full rounded-lg border border-stone bg-white px-3 font-mono text-sm text-olive"
        />
        <div className="flex gap-2">
          <button type="button" className={button} onClick={copy}>
            {copied ? t("copied") : t("copy")}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => setLink(null)}
          >
            {t("close")}
          </button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={button}
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={create}
      >
        {pending ? t("resetLinkCreating") : t("resetLink")}
      </button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
