"use client";

import { useTranslations } from "next-intl";
import type { EditorKey } from "./fields";
import Link from "next/link";
import type { EditorStatus } from "@/components/products/editor/editor-state";

const button =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold sm:px-5 sm:text-base transition-colors disabled:cursor-wait disabled:opacity-60";

// Any other status is a problem, shown in red.
const FINE = [
  "idle",
  "fetching",
  "fetched",
  "saving",
  "saved",
  "savedMerged",
  "nothingToSave",
];

export function EditorToolbar({
  status,
  busy,
  dirty,
  onFetch,
  onSave,
}: {
  status: EditorStatus;
  busy: boolean;
  dirty: boolean;
  onFetch: () => void;
  onSave: () => void;
}) {
  const t = useTranslations("AddProducts");
  const problem = !FINE.includes(status.kind);
  // On a phone the short labels leave the status room beside them.
  const label = (short: EditorKey, whole: EditorKey) => (
    <>
      <span className="sm:hidden">{t(short)}</span>
      <span className="hidden sm:inline">{t(whole)}</span>
    </>
  );
  return (
    <div
      role="region"
      aria-label={t("toolbarLabel")}
      aria-busy={busy}
      className="sticky bottom-0 z-20 order-last -mx-4 border-y border-sand-dark bg-cream/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border md:top-28 md:bottom-auto md:order-none md:py-3"
    >
      {/* One row at every width: the buttons, then the status beside them. */}
      <div className="flex items-center gap-2 sm:gap-3">
        <button
          type="button"
          onClick={onFetch}
          disabled={busy}
          className={`${button} shrink-0 border border-laurel text-laurel-dark hover:bg-laurel/10`}
          aria-label={t("fetch")}
        >
          {label("fetchShort", "fetch")}
        </button>
        <button
          type="button"
          onClick={onSave}
          disabled={busy}
          className={`${button} shrink-0 bg-laurel text-cream hover:bg-laurel-dark`}
          aria-label={t("save")}
        >
          {label("saveShort", "save")}
        </button>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
          <span
            data-testid="unsaved-marker"
            data-unsaved={dirty}
            className={`inline-flex items-center gap-2 rounded-full px-2 text-xs font-semibold sm:order-last sm:ml-auto sm:px-3 sm:py-1 sm:text-sm ${dirty ? "bg-gold-light text-olive" : "text-stone-dark"}`}
          >
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${dirty ? "bg-gold-dark" : "bg-laurel"}`}
            />
            {dirty ? t("unsaved") : t("allSaved")}
          </span>
          <p
            role="status"
            className={`text-xs font-medium sm:text-sm ${problem ? "text-red-800" : "text-laurel-dark"}`}
          >
            {status.kind === "idle"
              ? ""
              : t(status.kind, { count: status.count ?? 0 })}
          </p>
          {status.kind === "conflict" || status.kind === "mergeConflict" ? (
            <button
              type="button"
              onClick={onFetch}
              disabled={busy}
              className={`${button} min-h-11 border border-laurel text-sm text-laurel-dark`}
            >
              {t("conflictFetch")}
            </button>
          ) : null}
          {status.kind === "sessionEnded" ? (
            <Link
              href="/login"
              className="inline-flex min-h-11 items-center font-semibold text-laurel-dark underline"
            >
              {t("signIn")}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
