"use client";

import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { request } from "@/lib/http/client";
import { useClientSession } from "./session";

// One request however many islands ask at once; asked again when an admin page
// opens and when the page comes back into view. A visitor's islands never ask.

let count = 0;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Sets the count (the Messages screen knows it exactly as the editor reads). */
export function setUnreadCount(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

function ask() {
  asking ??= request<{ unread?: unknown } | null>("/api/messages/unread")
    .then((body) => {
      if (typeof body?.unread === "number") setUnreadCount(body.unread);
    })
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** 0 for anyone but a signed-in editor (no request); asked again whenever `askAgainOn` changes. */
export function useUnreadCount(askAgainOn?: string): number {
  const session = useClientSession();
  const editor = session?.role === "editor";
  const unread = useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
  useEffect(() => {
    if (!editor) return;
    ask();
    const onVisible = () => document.visibilityState === "visible" && ask();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [editor, askAgainOn]);
  return editor ? unread : 0;
}

// "(3) Messages | Halabi Soap House": the count the title starts with.
const TITLE_COUNT = /^\(\d+\) /;

// Next.js sets the title itself on every navigation, so the count is put back
// whenever the title changes.
export function UnreadTitle() {
  const unread = useUnreadCount(usePathname());
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(TITLE_COUNT, "");
      const title = unread > 0 ? `(${unread}) ${base}` : base;
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(TITLE_COUNT, "");
    };
  }, [unread]);
  return null;
}
