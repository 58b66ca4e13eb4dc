"use client";

import { useEffect, useRef, useState, type Dispatch } from "react";
import type {
  EditorAction,
  EditorState,
} from "@/components/products/editor/editor-state";
import {
  type Draft,
  storedWorkingCopy,
} from "@/components/products/editor/working-copy-storage";

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
  // The owner never changes for this editor.
  const [copy] = useState(() => storedWorkingCopy(owner));
  // The copy as this browser holds it, as far as this tab knows: not written
  // again. Null until the first render, which is what the page brought.
  const stored = useRef<string | null>(null);
  const writing = useRef(false);
  useEffect(() => {
    const draft = copy.get();
    if (draft?.dirty) dispatch({ type: "restore", draft });
    else fetchFirst?.();
    return copy.subscribe(() => {
      const next = copy.get();
      // This tab's own write, or another tab discarding its copy: nothing to take.
      if (writing.current || !next) return;
      stored.current = json(next);
      dispatch({ type: "restore", draft: next });
    });
    // Once: the initial list never changes for this editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { products, version, dirty, base } = state;
  useEffect(() => {
    const draft = { products, version, dirty, base };
    const text = json(draft);
    if (stored.current !== null && text !== stored.current) {
      writing.current = true;
      copy.set(draft);
      writing.current = false;
    }
    stored.current = text;
  }, [copy, products, version, dirty, base]);
}
