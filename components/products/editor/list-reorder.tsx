"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type DragEvent } from "react";
import { byId, useFocusAfterRender } from "./use-focus-after-render";

type Direction = "up" | "down";

// Each list keeps its own drag, so a dragged ingredient never lands among the products.
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

export function MoveAnnouncement({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

const button =
  "inline-flex size-11 items-center justify-center rounded-full text-lg text-olive hover:bg-sand aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent";

// The drag handle is pointer only: keyboard users have the buttons. At either end a button stays
// focusable but does nothing, so focus never drops to the page.
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
