"use client";

import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Transition,
} from "@headlessui/react";
import { Fragment, useEffect, useRef, useState } from "react";

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  title: string;
  hideTitle?: boolean;
  closeLabel: string;
  /** The safe choice for a confirmation. */
  focusClose?: boolean;
  action?: React.ReactNode;
  panelClassName?: string;
  fill?: boolean;
  children?: React.ReactNode;
};

// Load it lazily (next/dynamic) from the island that needs it.
export default function Dialog({
  open,
  onClose,
  onClosed,
  title,
  hideTitle,
  closeLabel,
  focusClose,
  panelClassName = "",
  fill = false,
  action,
  children,
}: DialogProps) {
  // A dialog that mounts open (loaded lazily) is in at once: Headless UI runs
  // no transition then (nor with `appear` would an interrupted one end reliably).
  const [entered, setEntered] = useState(open);
  // Headless UI gives focus back to the element last focused after its script ran: one focused
  // before (a keyboard user quick on a slow phone) is not known to it, and focus would fall to
  // the top of the page. What had focus as the dialog opened takes it back then.
  const [opener, setOpener] = useState<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(document.activeElement);
  }
  const giveFocusBack = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (
        (!active || active === document.body) &&
        opener instanceof HTMLElement
      )
        opener.focus();
    });
  const closeButton = useRef<HTMLButtonElement>(null);
  // Headless UI ignores data-autofocus on touch screens (it focuses the panel late):
  // once the 150 ms transition is done, the marked button takes focus.
  useEffect(() => {
    if (!open || !focusClose) return;
    const timer = setTimeout(() => closeButton.current?.focus(), 150);
    return () => clearTimeout(timer);
  }, [open, focusClose]);

  // Transition waits for the backdrop's and the panel's own transitions.
  return (
    <Transition
      show={open}
      afterEnter={() => setEntered(true)}
      beforeLeave={() => setEntered(false)}
      afterLeave={() => {
        giveFocusBack();
        onClosed?.();
      }}
    >
      <HeadlessDialog onClose={onClose} className="relative z-50">
        <DialogBackdrop
          transition
          className="fixed inset-0 bg-olive-deep/60 transition-opacity duration-150 ease-out data-closed:opacity-0 data-leave:duration-75 data-leave:ease-in"
        />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel
            transition
            data-entered={entered || undefined}
            className={`flex max-w-[80vw] flex-col rounded-2xl bg-cream text-olive ${fill ? "relative overflow-hidden" : "p-6"} shadow-2xl ring-1 ring-sand-dark transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0 data-leave:duration-75 data-leave:ease-in ${panelClassName}`}
          >
            <DialogTitle
              className={
                hideTitle
                  ? "sr-only"
                  : "mb-3 font-serif text-2xl font-semibold text-balance break-words text-olive"
              }
            >
              {breakableTitle(title)}
            </DialogTitle>
            <div
              className={`min-h-0 flex-1 ${fill ? "" : "max-h-[65vh] overflow-auto"}`}
            >
              {children}
            </div>
            <div
              className={
                fill
                  ? "absolute top-3 right-3"
                  : action
                    ? "mt-5 grid grid-cols-2 gap-3 sm:flex sm:justify-end"
                    : "mt-5 flex justify-end"
              }
            >
              <button
                type="button"
                onClick={onClose}
                ref={closeButton}
                data-autofocus={focusClose || undefined}
                className={
                  action
                    ? "inline-flex min-h-11 items-center justify-center rounded-full border border-stone px-4 py-2 font-semibold text-olive hover:bg-sand sm:px-6"
                    : "inline-flex min-h-11 items-center rounded-full bg-laurel px-6 font-semibold text-cream shadow-md hover:bg-laurel-dark"
                }
              >
                {closeLabel}
              </button>
              {action}
            </div>
          </DialogPanel>
        </div>
      </HeadlessDialog>
    </Transition>
  );
}

// An address in a title may break before its "@" or a ".", never within a name.
function breakableTitle(title: string): React.ReactNode {
  const parts = title.split(/(?<=\S)(?=[@.]\S)/);
  return parts.length === 1
    ? title
    : parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ));
}
