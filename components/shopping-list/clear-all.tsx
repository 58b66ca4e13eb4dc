"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { listStart } from "@/lib/shopping-list/stored-list";
// Its dialog's code is fetched only when the visitor asks to clear the list.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function ClearAll({
  onConfirm,
  disabled,
}: {
  onConfirm: () => void;
  disabled: boolean;
}) {
  const t = useTranslations("ShoppingList");
  // The dialog stays mounted ("closing") until its closing animation has run.
  const [dialog, setDialog] = useState<"open" | "closing" | null>(null);

  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setDialog("open")}
        className="inline-flex min-h-11 items-center rounded-full border border-stone px-5 font-semibold text-olive transition-colors hover:bg-sand disabled:opacity-60"
      >
        {t("clearAll")}
      </button>
      {dialog ? (
        <ConfirmDialog
          open={dialog === "open"}
          title={t("confirmTitle")}
          text={t("confirmText", { start: listStart() })}
          confirmLabel={t("confirmYes")}
          cancelLabel={t("confirmCancel")}
          onConfirm={() => {
            onConfirm();
            setDialog("closing");
          }}
          onCancel={() => setDialog("closing")}
          onClosed={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
