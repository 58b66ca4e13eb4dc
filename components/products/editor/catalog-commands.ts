import { useEffect, useEffectEvent, useReducer, useRef } from "react";

/**
 * Commands from the header's Manage menu to the admin editor ("Fetch from
 * Database", "Save to Database"), from any page. They travel in this tab's
 * sessionStorage, never in the address: a link from another site (say
 * `/addProducts?command=fetch`) must not be able to replace or save an editor's
 * draft, and another site cannot write our storage. A command not taken within
 * a minute (the editor never opened) is dropped, never run later by surprise.
 */
export type CatalogCommand = "fetch" | "save";

export const EDITOR_PATH = "/addProducts";

const KEY = "halabi.catalog-command";
const KEPT_MS = 60_000;

/** Fired on the window when a command is stored, for an editor already open. */
export const COMMAND_EVENT = "halabi:catalog-command";

/** Leaves `command` for the editor. */
export function sendCommand(storage: Storage, command: CatalogCommand): void {
  storage.setItem(KEY, JSON.stringify({ command, at: Date.now() }));
}

/** The command waiting for the editor, if any (taken: it runs once), or null. */
export function takeCommand(storage: Storage): CatalogCommand | null {
  const text = storage.getItem(KEY);
  if (text === null) return null;
  storage.removeItem(KEY);
  try {
    const { command, at } = JSON.parse(text) as Record<string, unknown>;
    const fresh = typeof at === "number" && Date.now() - at < KEPT_MS;
    return fresh && (command === "fetch" || command === "save")
      ? command
      : null;
  } catch {
    return null;
  }
}

/**
 * Runs the commands the header's Manage menu leaves in this tab's storage: the
 * one waiting when the editor opens, and any sent while it is open. A command
 * taken runs after the render that follows, so on a first load the stored draft
 * (restored on mount) is already the editor's state: a Fetch asks before
 * replacing unsaved edits, however the editor was reached.
 */
export function useManageCommands(run: (command: CatalogCommand) => void) {
  const onCommand = useEffectEvent(run);
  const pending = useRef<CatalogCommand | null>(null);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  // Declared before the effect that takes commands: a command taken in one
  // commit runs in the next, with that render's state.
  useEffect(() => {
    const command = pending.current;
    if (!command) return;
    pending.current = null;
    onCommand(command);
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
