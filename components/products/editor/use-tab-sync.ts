"use client";

import { useEffect, useRef, type Dispatch } from "react";
import type { Draft, EditorAction } from "@/lib/products/editor/editor-state";
import {
  parseWorkingCopy,
  workingCopyKey,
} from "@/lib/products/editor/working-copy-storage";

const json = ({ products, version, dirty, base }: Draft) =>
  JSON.stringify({ products, version, dirty, base });

/**
 * Tabs of one browser share the account's working copy: what another tab
 * writes (an edit, a save's new version and base) is taken here at once, so
 * neither tab overwrites the other with an older copy. Answers whether a
 * draft is what another tab just wrote, which need not be written back.
 */
export function useTabSync(
  owner: string,
  draft: Draft,
  dispatch: Dispatch<EditorAction>,
): (draft: Draft) => boolean {
  const current = useRef(json(draft));
  useEffect(() => {
    current.current = json(draft);
  });
  const received = useRef<string | null>(null);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== workingCopyKey(owner) || !event.newValue) return;
      const next = parseWorkingCopy(event.newValue);
      if (!next || json(next) === current.current) return;
      received.current = json(next);
      dispatch({ type: "restore", draft: next });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [owner, dispatch]);
  return (mine) => {
    const echo = received.current === json(mine);
    received.current = null;
    return echo;
  };
}
