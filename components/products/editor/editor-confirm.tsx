"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { PendingConfirm } from "@/lib/products/editor/editor-state";
import type { T } from "./fields";

/** The editor's one confirmation: discard the edits and fetch, or delete a product. */
export function EditorConfirm({
  t,
  confirm,
  onConfirm,
  onCancel,
  onClosed,
}: {
  t: T;
  confirm: PendingConfirm | null;
  onConfirm: () => void;
  onCancel: () => void;
  onClosed: () => void;
}) {
  // The dialog keeps its last text while it animates closed.
  const [shown, setShown] = useState<PendingConfirm | null>(null);
  if (confirm && confirm !== shown) setShown(confirm);
  if (!shown) return null;
  const fetch = shown.kind === "fetch";
  return (
    <ConfirmDialog
      open={confirm !== null}
      title={fetch ? t("confirmFetchTitle") : t("confirmDeleteTitle")}
      text={
        fetch
          ? t("confirmFetchText")
          : t("confirmDeleteText", { name: shown.name })
      }
      confirmLabel={fetch ? t("confirmFetch") : t("confirmDelete")}
      cancelLabel={t("cancel")}
      onConfirm={onConfirm}
      onCancel={onCancel}
      onClosed={onClosed}
    />
  );
}
