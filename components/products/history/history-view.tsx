"use client";

import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RequestError, request, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LoadState } from "@/components/ui/load-state";
import { ResultStatus } from "@/components/ui/result-status";
import { fetchCatalog } from "@/components/products/editor/catalog-client";
import type { HistoryItem } from "@/lib/products/history";
import { VersionRow } from "./version-row";

const HISTORY = ["history"] as const;
const CATALOG = ["catalog"] as const;

export function HistoryView() {
  const t = useTranslations("History");
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: HISTORY,
    queryFn: () => request<HistoryItem[]>("/api/products/history"),
  });
  // The catalogue's version as this screen saw it: a restore sends it as If-Match.
  const catalog = useQuery({ queryKey: CATALOG, queryFn: fetchCatalog });
  const [confirming, setConfirming] = useState<HistoryItem | null>(null);
  const signInAgain = useSignInAgain("/history");

  const restore = useMutation({
    mutationFn: (entry: { version: number; previous: number }) =>
      request<{ version: string; count: number }>(
        `/api/products/history/${entry.version}/restore`,
        { method: "POST", version: catalog.data?.version ?? "" },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HISTORY }),
        queryClient.invalidateQueries({ queryKey: CATALOG }),
      ]),
  });

  const failure = history.error ?? catalog.error ?? restore.error;
  useEffect(() => {
    if (signedOut(failure)) signInAgain();
  }, [failure, signInAgain]);
  // A signed-out restore goes to sign in instead of saying it failed.
  const outcome = restore.isSuccess
    ? t("restored", { version: restore.variables.version })
    : restore.isError && !signedOut(restore.error)
      ? t(
          restore.error instanceof RequestError && restore.error.status === 409
            ? "conflict"
            : "failed",
        )
      : null;

  if (!history.isSuccess || !catalog.isSuccess)
    return (
      <LoadState
        pending={history.isPending || catalog.isPending}
        failed={history.isError || catalog.isError}
        loading={t("loading")}
        loadFailed={t("loadFailed")}
        reload={t("reload")}
        onReload={() => {
          void history.refetch();
          void catalog.refetch();
        }}
      />
    );

  const entries = history.data;
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="sr-only">
        {t("listLabel")}
      </h2>
      <ResultStatus className="mb-4">
        {outcome ? (
          <p
            className={`rounded-lg border px-4 py-3 font-medium ${restore.isSuccess ? "border-laurel/40 bg-cream-dark text-olive" : "border-red-800/40 bg-red-50 text-red-800"}`}
          >
            {outcome}
            {restore.isSuccess ? (
              <>
                {" "}
                <button
                  type="button"
                  className="min-h-11 font-semibold underline underline-offset-4"
                  onClick={() =>
                    restore.mutate({
                      version: restore.variables.previous,
                      previous: entries[0]!.version,
                    })
                  }
                >
                  {t("undo")}
                </button>
              </>
            ) : null}
          </p>
        ) : null}
      </ResultStatus>
      {entries.length === 0 ? (
        <p className="text-stone-dark">{t("empty")}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {entries.map((entry, index) => (
            <li key={entry.version}>
              <VersionRow
                entry={entry}
                current={index === 0}
                oldest={index === entries.length - 1}
                busy={
                  restore.isPending &&
                  restore.variables?.version === entry.version
                }
                onRestore={() => setConfirming(entry)}
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t("confirmTitle", { version: confirming?.version ?? "" })}
        text={t("confirmText", { count: confirming?.count ?? 0 })}
        confirmLabel={t("confirmRestore")}
        cancelLabel={t("cancel")}
        onConfirm={() => {
          if (confirming)
            restore.mutate({
              version: confirming.version,
              previous: entries[0]!.version,
            });
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
