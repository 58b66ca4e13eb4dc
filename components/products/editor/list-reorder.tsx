"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type DragEvent } from "react";
import { byId, useFocusAfterRender } from "./use-focus-after-render";

type Direction = "up" | "down";

/**
 * Reordering one list (the products, or one product's ingredients) by its
 * Move buttons and by the browser's own drag and drop. A move is announced in
 * words for screen readers, and after a button press focus stays on the same
 * button of the moved item, wherever the item now is. Each list keeps its own
 * drag, so a dragged ingredient never lands among the products.
 */
export function useListReorder({
  id,
  count,
  nameOf,
  move,
}: {
  id: string;
  count: number;
  nameOf: (index: number) => string;
  move: (from: number, to: number) => void;
}) {
  const t = useTranslations("AddProducts");
  const [announcement, setAnnouncement] = useState("");
  const dragging = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const focusLater = useFocusAfterRender();
  const moveTo = (from: number, to: number, direction?: Direction) => {
    const name = nameOf(from);
    move(from, to);
    setAnnouncement(t("moved", { name, position: to + 1, count }));
    if (direction) focusLater(byId(`${id}-${to}-move-${direction}`));
  };
  const end = () => {
    dragging.current = null;
    setOver(null);
  };

  /** Props of the item at `index` (an `li`), where a dragged item is dropped. */
  const target = (index: number) => ({
    "data-drop-target": over === index || undefined,
    onDragOver(event: DragEvent<HTMLElement>) {
      // The outer list ignores drags it did not start.
      if (dragging.current === null) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = "move";
      if (over !== index) setOver(index);
    },
    onDrop(event: DragEvent<HTMLElement>) {
      const from = dragging.current;
      if (from === null) return;
      event.preventDefault();
      event.stopPropagation();
      end();
      moveTo(from, index);
    },
  });

  /** Props of the item's MoveControls. */
  const controls = (index: number) => ({
    id: `${id}-${index}-move`,
    index,
    count,
    onMove: (to: number, direction: Direction) => moveTo(index, to, direction),
    onDragStart(event: DragEvent<HTMLElement>) {
      dragging.current = index;
      event.dataTransfer.effectAllowed = "move";
      // Some browsers start a drag only with data set.
      event.dataTransfer.setData("text/plain", String(index));
      const item = event.currentTarget.closest("li");
      if (item) event.dataTransfer.setDragImage(item, 16, 16);
    },
    onDragEnd: end,
  });

  return { announcement, target, controls };
}

/** Where a list's moves are read out (polite: after what the reader is saying). */
export function MoveAnnouncement({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

const button =
  "inline-flex size-11 items-center justify-center rounded-full text-lg text-olive hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

/**
 * A drag handle (pointer only: keyboard and screen-reader users have the
 * buttons) and Move up / Move down; `stacked`, the buttons stand one above
 * the other on a phone, leaving the row's name more of the width. At either end the button stays focusable
 * but does nothing, so focus never drops to the page when an item reaches it.
 */
export function MoveControls({
  id,
  index,
  count,
  upLabel,
  downLabel,
  stacked = false,
  onMove,
  onDragStart,
  onDragEnd,
}: ReturnType<ReturnType<typeof useListReorder>["controls"]> & {
  upLabel: string;
  downLabel: string;
  stacked?: boolean;
}) {
  const t = useTranslations("AddProducts");
  return (
    <div className="flex items-center">
      <span
        draggable
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        title={t("dragToReorder")}
        aria-hidden="true"
        data-drag-handle
        className="inline-flex h-11 w-7 cursor-grab items-center justify-center text-stone-dark active:cursor-grabbing"
      >
        ⠿
      </span>
      <div className={stacked ? "flex flex-col sm:flex-row" : "flex"}>
        {(["up", "down"] as const).map((direction) => {
          const to = direction === "up" ? index - 1 : index + 1;
          const end = to < 0 || to >= count;
          return (
            <button
              key={direction}
              id={`${id}-${direction}`}
              type="button"
              aria-label={direction === "up" ? upLabel : downLabel}
              aria-disabled={end || undefined}
              onClick={() => !end && onMove(to, direction)}
              className={button}
            >
              <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
