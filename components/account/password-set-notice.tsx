"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Role } from "@/lib/account/roles/types";

const PARAM = "passwordSet";

export const landingAfterPasswordSet = (role: Role) =>
  `${role === "editor" ? "/addProducts" : "/home"}?${PARAM}=1`;

// The parameter leaves the address at once: a reload, a bookmark or a copied
// link does not say it again.
export function PasswordSetNotice() {
  const t = useTranslations("Account");
  const flagged = useSearchParams().get(PARAM) === "1";
  // Once dismissed it stays so, even while the router still reports the parameter.
  const [state, setState] = useState<"unseen" | "shown" | "dismissed">(
    "unseen",
  );
  if (flagged && state === "unseen") setState("shown");
  useEffect(() => {
    if (!flagged) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(PARAM);
    // Without Next.js's own history state (null), the router takes the new address as its
    // own; with it, the router kept the old one and wrote it back on its next update.
    window.history.replaceState(null, "", url);
  }, [flagged]);
  if (state !== "shown") return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-laurel/40 bg-cream-dark text-olive shadow-lg"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <p className="flex-1 basis-64 font-medium">{t("passwordSet")}</p>
        <button
          type="button"
          onClick={() => setState("dismissed")}
          className="inline-flex min-h-11 items-center rounded-full border border-laurel px-5 font-semibold text-laurel hover:bg-cream"
        >
          {t("passwordSetDismiss")}
        </button>
      </div>
    </div>
  );
}
