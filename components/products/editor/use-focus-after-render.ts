"use client";

import { useEffect, useRef, useState } from "react";

// Focus waits until React has drawn the change (a row added, moved or removed); scrolling respects
// the scroll margins that keep fields clear of the sticky toolbar and the phone's save bar.
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

export const byId = (id: string) => () => document.getElementById(id);

export const successor =
  (idOf: (index: number) => string, index: number, fallback: string) => () =>
    document.getElementById(idOf(index)) ??
    document.getElementById(idOf(index - 1)) ??
    document.getElementById(fallback);
