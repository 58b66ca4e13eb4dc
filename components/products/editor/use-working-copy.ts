"use client";

import { useEffect, useRef, type Dispatch } from "react";
import type {
  EditorAction,
  EditorState,
} from "@/lib/products/editor/editor-state";
import {
  loadWorkingCopy,
  saveWorkingCopy,
} from "@/lib/products/editor/working-copy-storage";
import { useTabSync } from "./use-tab-sync";

/**
 * Keeps the working copy in this browser, per account: unsaved edits from an
 * earlier visit win over the list the page was rendered with (with no list at
 * all, `fetchFirst` runs), every later change is written, and other tabs'
 * changes come in through useTabSync.
 */
export function useWorkingCopy(
  owner: string,
  state: EditorState,
  dispatch: Dispatch<EditorAction>,
  fetchFirst: (() => void) | null,
) {
  useEffect(() => {
    const draft = loadWorkingCopy(window.localStorage, owner);
    if (draft?.dirty) dispatch({ type: "restore", draft });
    else fetchFirst?.();
    // Once: the initial list and the owner never change for this editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Every later change is kept; the first render is what the page brought.
  const changed = useRef(false);
  const { products, version, dirty, base } = state;
  const fromOtherTab = useTabSync(owner, state, dispatch);
  useEffect(() => {
    if (!changed.current) {
      changed.current = true;
      return;
    }
    const draft = { products, version, dirty, base };
    if (!fromOtherTab(draft))
      saveWorkingCopy(window.localStorage, owner, draft);
    // fromOtherTab reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, products, version, dirty, base]);
}
