"use client";

import { useId } from "react";
import { ENQUIRY_LOCATION } from "@/lib/contact/rules";
import type { IslandT } from "@/lib/i18n/client-messages";
import type { ListKey } from "./keys";
import { LineIcon } from "@/components/ui/line-icon";

/**
 * "Send as an enquiry": a link to the contact form, which reads the list
 * from this browser itself (nothing of it travels in the address).
 */
export function SendEnquiry({ t }: { t: IslandT<ListKey> }) {
  const hintId = useId();
  return (
    <div className="mt-6 rounded-2xl bg-laurel/10 p-5 ring-1 ring-laurel/30">
      <a
        href={ENQUIRY_LOCATION}
        aria-describedby={hintId}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-laurel px-6 font-semibold text-cream transition-colors hover:bg-laurel-dark"
      >
        {t("sendEnquiry")}
        <LineIcon d="M5 12h14M13 6l6 6-6 6" />
      </a>
      <p id={hintId} className="mt-2 text-sm text-stone-dark">
        {t("sendEnquiryHint")}
      </p>
    </div>
  );
}
