"use client";

import { useEffect, useRef, useState } from "react";

/**
 * `focusLater(find)` puts focus on what `find` answers once React has drawn
 * the change that caused it (a row added, moved or removed), and scrolls it
 * into view within the page's scroll margins (the editor keeps its fields
 * clear of the sticky toolbar and the phone's save bar).
 */
export function useFocusAfterRender() {
  const target = useRef<(() => Element | null) | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const find = target.current;
    target.current = null;
    const element = find?.();
    if (!(element instanceof HTMLElement)) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "nearest" });
  }, [request]);
  return (find: () => Element | null) => {
    target.current = find;
    setRequest((n) => n + 1);
  };
}

/** Shorthand for the element with this id. */
export const byId = (id: string) => () => document.getElementById(id);

/** After the item at `index` went: the one that took its place, else the one before, else `fallback`. */
export const successor =
  (idOf: (index: number) => string, index: number, fallback: string) => () =>
    document.getElementById(idOf(index)) ??
    document.getElementById(idOf(index - 1)) ??
    document.getElementById(fallback);
