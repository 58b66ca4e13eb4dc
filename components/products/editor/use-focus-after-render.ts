"use client";

import { useEffect, useState } from "react";

type Target = { find: () => Element | null };

// Focus waits until React has drawn the change (a row added, moved or removed); scrolling respects
// the scroll margins that keep fields clear of the sticky toolbar and the phone's save bar. The
// target is state, not a ref, so it belongs to the render that draws the change: an earlier
// render's effects, still pending when a tap lands just after the page appears, never see it.
export function useFocusAfterRender() {
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(() => {
    const element = target?.find();
    if (!(element instanceof HTMLElement)) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "nearest" });
  }, [target]);
  return (find: () => Element | null) => setTarget({ find });
}

export const byId = (id: string) => () => document.getElementById(id);

export const successor =
  (idOf: (index: number) => string, index: number, fallback: string) => () =>
    document.getElementById(idOf(index)) ??
    document.getElementById(idOf(index - 1)) ??
    document.getElementById(fallback);
