"use client";

import { useState } from "react";
import type { T } from "./fields";
import { useDragReorder } from "./use-drag-reorder";
import { byId, useFocusAfterRender } from "./use-focus-after-render";

/**
 * Reordering one list (the products, or one product's ingredients) by its
 * Move buttons and by drag and drop. A move is announced in words for screen
 * readers, and after a button press focus stays on the same button of the
 * moved item (`<id>-<index>-move-up|down`), wherever the item now is.
 */
export function useListReorder({
  id,
  count,
  nameOf,
  move,
  t,
}: {
  id: string;
  count: number;
  nameOf: (index: number) => string;
  move: (from: number, to: number) => void;
  t: T;
}) {
  const [announcement, setAnnouncement] = useState("");
  const focusLater = useFocusAfterRender();
  const moveTo = (from: number, to: number, direction?: "up" | "down") => {
    const name = nameOf(from);
    move(from, to);
    setAnnouncement(t("moved", { name, position: to + 1, count }));
    if (direction) focusLater(byId(`${id}-${to}-move-${direction}`));
  };
  const drag = useDragReorder(moveTo);
  const controlsId = (index: number) => `${id}-${index}-move`;
  return { announcement, moveTo, drag, controlsId };
}

/** Where a list's moves are read out (polite: after what the reader is saying). */
export function MoveAnnouncement({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
