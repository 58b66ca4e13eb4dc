"use client";

import { useRef, useState, type DragEvent } from "react";

/**
 * Pointer reordering with the browser's own drag and drop: an item is dragged
 * by its handle and dropped on another item of the same list. Each list keeps
 * its own drag, so a dragged ingredient never lands among the products (the
 * outer list ignores drags it did not start).
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const dragging = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const end = () => {
    dragging.current = null;
    setOver(null);
  };

  const handle = (index: number, item: () => HTMLElement | null) => ({
    draggable: true,
    onDragStart(event: DragEvent<HTMLElement>) {
      event.stopPropagation();
      dragging.current = index;
      event.dataTransfer.effectAllowed = "move";
      // Some browsers start a drag only with data set.
      event.dataTransfer.setData("text/plain", String(index));
      const element = item();
      if (element) event.dataTransfer.setDragImage(element, 16, 16);
    },
    onDragEnd: end,
  });

  const target = (index: number) => ({
    "data-drop-target": over === index || undefined,
    onDragOver(event: DragEvent<HTMLElement>) {
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
      onMove(from, index);
    },
  });

  return { handle, target };
}
