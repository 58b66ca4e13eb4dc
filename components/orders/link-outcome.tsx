"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { button } from "@/components/account/reset-link";
import type { MailOutcome } from "@/lib/orders/mails";

/** Whether the customer was mailed; when not, the link to pass on (shown once: only its hash is kept). */
export function MailOutcomeText({ outcome }: { outcome: MailOutcome }) {
  const t = useTranslations("OrderLink");
  return <>{outcome.mailed ? t("mailed") : t(outcome.why)}</>;
}

export function LinkToCopy({ link }: { link: string }) {
  const t = useTranslations("OrderLink");
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  // Without clipboard access the link is selected, for the phone's own Copy.
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => {
        setCopied(false);
        field.current?.focus();
      },
    );
  return (
    <div className="mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-olive">
        {t("link")}
      </label>
      <input
        id={id}
        ref={field}
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="min-h-11 w-full rounded-lg border border-stone bg-white px-3 font-mono text-sm text-olive"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={button} onClick={copy}>
          {t("copy")}
        </button>
        <span role="status" className="text-sm text-stone-dark">
          {copied === null ? "" : copied ? t("copied") : t("copyFailed")}
        </span>
      </div>
    </div>
  );
}
