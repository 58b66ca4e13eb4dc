import { useEffect, useReducer, useRef, useState } from "react";

/** A dialog's life: opening → open → closing → closed. */
export type DialogPhase = "closed" | "opening" | "open" | "closing";
export type DialogEvent = "open" | "close" | "entered" | "left";

export const ENTER_MS = 150;
export const LEAVE_MS = 75;
/** If the closing animation never reports its end, the dialog is closed anyway after this. */
export const CLOSE_FALLBACK_MS = LEAVE_MS + 100;

/** The phase after an event; events that make no sense in a phase change nothing. */
export function nextPhase(phase: DialogPhase, event: DialogEvent): DialogPhase {
  switch (event) {
    case "open":
      return phase === "open" ? "open" : "opening";
    case "close":
      return phase === "closed" ? "closed" : "closing";
    case "entered":
      return phase === "opening" ? "open" : phase;
    case "left":
      return phase === "closing" ? "closed" : phase;
  }
}

/** How long a phase may last before the next event is sent by a timer. */
export function phaseTimer(
  phase: DialogPhase,
): { ms: number; event: DialogEvent } | null {
  if (phase === "opening") return { ms: ENTER_MS, event: "entered" };
  if (phase === "closing") return { ms: CLOSE_FALLBACK_MS, event: "left" };
  return null;
}

/**
 * Tracks the phase of a dialog whose `open` flag its owner controls. Call
 * `finishClosing` when the leave animation ends; the fallback timer covers
 * the case where it never does. `onClosed` runs once the dialog is closed.
 */
export function useDialogPhase(open: boolean, onClosed?: () => void) {
  const [phase, send] = useReducer(nextPhase, open ? "opening" : "closed");
  const [seenOpen, setSeenOpen] = useState(open);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });

  if (open !== seenOpen) {
    setSeenOpen(open);
    send(open ? "open" : "close");
  }

  useEffect(() => {
    const timer = phaseTimer(phase);
    if (timer) {
      const id = setTimeout(() => send(timer.event), timer.ms);
      return () => clearTimeout(id);
    }
    if (phase === "closed") onClosedRef.current?.();
  }, [phase]);

  return { phase, finishClosing: () => send("left") };
}
