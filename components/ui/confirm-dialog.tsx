"use client";

import dynamic from "next/dynamic";

// Headless UI is fetched only when a confirmation is first needed.
const Dialog = dynamic(() => import("@/components/ui/dialog"), { ssr: false });

// Focus starts on Cancel, so Enter never destroys by accident.
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  onClosed,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  onClosed?: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      onClosed={onClosed}
      title={title}
      closeLabel={cancelLabel}
      focusClose
      panelClassName="w-[32rem]"
      action={
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-red-800 px-4 py-2 font-semibold text-cream shadow-md hover:bg-red-900 sm:px-6"
        >
          {confirmLabel}
        </button>
      }
    >
      <p className="text-stone-dark">{text}</p>
    </Dialog>
  );
}
