"use client";

import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { request } from "@/lib/http/client";
import { formatDate } from "@/lib/format-date";
import type { HistoryItem } from "@/lib/products/history";
import type { Product } from "@/lib/products/types";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-laurel px-4 text-sm font-semibold text-laurel-dark transition-colors hover:bg-laurel hover:text-cream disabled:cursor-wait disabled:opacity-60";

export function VersionRow({
  entry,
  current,
  oldest,
  busy,
  onRestore,
}: {
  entry: HistoryItem;
  current: boolean;
  oldest: boolean;
  busy: boolean;
  onRestore: () => void;
}) {
  const t = useTranslations("History");
  const [open, setOpen] = useState(false);
  const listId = useId();
  const products = useQuery({
    queryKey: ["history", entry.version],
    queryFn: () => request<Product[]>(`/api/products/history/${entry.version}`),
    enabled: open,
    staleTime: Infinity,
  });
  const { added, removed, renamed } = entry.changes;
  const changes = (
    [
      ["added", added],
      ["removed", removed],
      ["renamed", renamed.map((r) => `${r.from} → ${r.to}`)],
    ] as const
  )
    .filter(([, names]) => names.length > 0)
    .map(([key, names]) => t(key, { names: names.join(", ") }));
  const lines =
    oldest && !entry.savedBy
      ? [t("firstVersion")]
      : entry.restoredFrom
        ? [t("restoredFrom", { version: entry.restoredFrom })]
        : changes.length
          ? changes
          : [t("edited")];
  return (
    <article
      aria-labelledby={`${listId}-title`}
      aria-busy={busy || undefined}
      data-version={entry.version}
      className="rounded-xl border border-sand-dark bg-white/70 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={`${listId}-title`} className="text-lg font-semibold text-olive">
          {t("version", { version: entry.version })}
        </h3>
        {current ? (
          <span className="rounded-full bg-laurel px-2.5 py-0.5 text-xs font-semibold text-cream">
            {t("current")}
          </span>
        ) : null}
        <span className="text-sm text-stone-dark">
          {t("count", { count: entry.count })}
        </span>
      </header>
      <p className="mt-1 text-sm text-stone-dark">
        <time dateTime={entry.savedAt}>
          {t("savedAt", { date: formatDate(entry.savedAt) })}
        </time>{" "}
        {entry.savedBy ? t("savedBy", { email: entry.savedBy }) : null}
      </p>
      <ul className="mt-2 text-sm text-olive">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? t("hide") : t("show")}
        </button>
        {current ? null : (
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={onRestore}
          >
            {busy ? t("restoring") : t("restore")}
          </button>
        )}
      </div>
      <div id={listId} hidden={!open} className="mt-3">
        {products.isPending ? (
          <p className="text-sm text-stone-dark">{t("productsLoading")}</p>
        ) : products.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t("loadFailed")}
          </p>
        ) : (
          <ol className="list-decimal space-y-1 pl-6 text-sm">
            {products.data.map((p) => (
              <li key={p.id}>
                <span className="font-medium">{p.name}</span>
                {p.subtitle ? (
                  <span className="text-stone-dark"> — {p.subtitle}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}
