"use client";

import { useEffect, useReducer, useRef } from "react";
import {
  COMMAND_EVENT,
  takeCommand,
  type CatalogCommand,
} from "@/components/products/editor/catalog-commands";

/**
 * Runs the commands the header's Manage menu leaves in this tab's storage: the
 * one waiting when the editor opens, and any sent while it is open. A command
 * taken runs after the render that follows, so on a first load the stored draft
 * (restored on mount) is already the editor's state: a Fetch asks before
 * replacing unsaved edits, however the editor was reached.
 */
export function useManageCommands(run: (command: CatalogCommand) => void) {
  const onCommand = useRef(run);
  useEffect(() => {
    onCommand.current = run;
  });
  const pending = useRef<CatalogCommand | null>(null);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  // Declared before the effect that takes commands: a command taken in one
  // commit runs in the next, with that render's state.
  useEffect(() => {
    const command = pending.current;
    if (!command) return;
    pending.current = null;
    onCommand.current(command);
  });
  useEffect(() => {
    const take = () => {
      pending.current = takeCommand(window.sessionStorage) ?? pending.current;
      if (pending.current) rendered();
    };
    take();
    window.addEventListener(COMMAND_EVENT, take);
    return () => window.removeEventListener(COMMAND_EVENT, take);
  }, []);
}
