"use client";

import { useEffect, useRef, type Dispatch } from "react";
import type {
  EditorAction,
  EditorState,
} from "@/lib/products/editor/editor-state";
import {
  loadWorkingCopy,
  type Draft,
  parseWorkingCopy,
  saveWorkingCopy,
  workingCopyKey,
} from "@/lib/products/editor/working-copy-storage";

const json = ({ products, version, dirty, base }: Draft) =>
  JSON.stringify({ products, version, dirty, base });

/**
 * Keeps the working copy in this browser, per account: unsaved edits from an
 * earlier visit win over the list the page was rendered with (with no list at
 * all, `fetchFirst` runs), and every later change is written. Tabs of one
 * browser share the copy: what another tab writes (an edit, a save's new
 * version and base) is taken here at once, so neither tab overwrites the
 * other with an older copy.
 */
export function useWorkingCopy(
  owner: string,
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  fetchFirst: (() => void) | null,
) {
  // The copy as this browser holds it, as far as this tab knows: not written
  // again. Null until the first render, which is what the page brought.
  const stored = useRef<string | null>(null);
  useEffect(() => {
    const draft = loadWorkingCopy(window.localStorage, owner);
    if (draft?.dirty) dispatch({ type: "restore", draft });
    else fetchFirst?.();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== workingCopyKey(owner) || !event.newValue) return;
      const next = parseWorkingCopy(event.newValue);
      if (!next) return;
      stored.current = json(next);
      dispatch({ type: "restore", draft: next });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
    // Once: the initial list and the owner never change for this editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { products, version, dirty, base } = state;
  useEffect(() => {
    const draft = { products, version, dirty, base };
    const text = json(draft);
    if (stored.current !== null && text !== stored.current)
      saveWorkingCopy(window.localStorage, owner, draft);
    stored.current = text;
  }, [owner, products, version, dirty, base]);
}
