"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { request, RequestError, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import type { Account } from "@/lib/account/roles/types";

export const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-laurel px-4 text-sm font-semibold text-laurel transition-colors hover:bg-laurel hover:text-cream disabled:cursor-wait disabled:opacity-60";

export const failure = (error: unknown, fallback: string) =>
  (error instanceof RequestError && error.error) || fallback;

type Link = { url: string; expiresAt: string };

/** The link is shown once, for the editor to pass on; the server keeps only its hash. */
export function ResetLink({ account }: { account: Account }) {
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
          await request<Link>(
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
