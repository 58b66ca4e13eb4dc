"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";

// The dialog's code is fetched only when the visitor asks to clear the list.
const Dialog = dynamic(() => import("@/components/ui/dialog"), { ssr: false });

/** "Clear all" with a confirmation dialog; confirming starts the list over. */
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
        <Dialog
          open={dialog === "open"}
          onClose={() => setDialog("closing")}
          onClosed={() => setDialog(null)}
          title={t("confirmTitle")}
          closeLabel={t("confirmCancel")}
        >
          <p className="text-olive">{t("confirmText")}</p>
          <button
            type="button"
            onClick={() => {
              onConfirm();
              setDialog("closing");
            }}
            className="mt-5 inline-flex min-h-11 items-center rounded-full bg-[#8C2F1B] px-6 font-semibold text-cream hover:bg-[#6F2414]"
          >
            {t("confirmYes")}
          </button>
        </Dialog>
      ) : null}
    </>
  );
}
