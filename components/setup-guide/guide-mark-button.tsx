"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { postJson } from "@/components/account/auth-requests";
import { FormAlert } from "@/components/ui/form-feedback";
import type { GuideMark } from "@/lib/account/roles/store";

/**
 * Tells the server, then shows the guide as it now stands (a server render). `doneText`, where no
 * guide is on the screen: said in the button's place once told.
 */
export function GuideMarkButton({
  mark,
  label,
  pendingLabel,
  failedLabel,
  doneText,
}: {
  mark: GuideMark;
  label: string;
  pendingLabel: string;
  failedLabel: string;
  doneText?: string;
}) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const [told, setTold] = useState(false);
  const pending = sending || refreshing;

  const send = async () => {
    setSending(true);
    setFailure(null);
    const refused = await postJson("/api/account/setup-guide", { mark });
    setSending(false);
    if (refused) return setFailure(refused.error ?? failedLabel);
    setTold(true);
    startRefresh(() => router.refresh());
  };

  if (told && doneText)
    return (
      <p role="status" className="font-medium text-laurel-dark">
        {doneText}
      </p>
    );
  return (
    <>
      <button
        type="button"
        onClick={send}
        disabled={pending}
        aria-busy={pending || undefined}
        className="inline-flex min-h-11 items-center rounded-full bg-laurel px-5 font-semibold text-cream transition-colors hover:bg-laurel-dark disabled:cursor-wait disabled:opacity-75"
      >
        {pending ? pendingLabel : label}
      </button>
      <FormAlert>{failure}</FormAlert>
    </>
  );
}
