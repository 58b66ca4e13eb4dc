"use client";

const button =
  "inline-flex size-11 items-center justify-center rounded-full text-lg text-olive hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/**
 * A drag handle (pointer only: keyboard and screen-reader users have the
 * buttons) and Move up / Move down. At either end the button stays focusable
 * but does nothing, so focus never drops to the page when an item reaches it.
 */
export function MoveControls({
  id,
  index,
  count,
  upLabel,
  downLabel,
  dragLabel,
  handle,
  onMove,
}: {
  /** Prefix of the buttons' ids (`<id>-up`, `<id>-down`), to focus them again after a move. */
  id: string;
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  dragLabel: string;
  handle: React.HTMLAttributes<HTMLElement> & { draggable: boolean };
  onMove: (to: number, direction: "up" | "down") => void;
}) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className="flex items-center">
      <span
        {...handle}
        title={dragLabel}
        aria-hidden="true"
        data-drag-handle
        className="inline-flex h-11 w-7 cursor-grab items-center justify-center text-stone-dark active:cursor-grabbing"
      >
        ⠿
      </span>
      <button
        id={`${id}-up`}
        type="button"
        aria-label={upLabel}
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(index - 1, "up")}
        className={button}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        id={`${id}-down`}
        type="button"
        aria-label={downLabel}
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(index + 1, "down")}
        className={button}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </div>
  );
}
