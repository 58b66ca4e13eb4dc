import { useEffect, useEffectEvent, useReducer, useRef } from "react";

// Carried in sessionStorage, never the address: a link from another site must not fetch or save over
// a draft. A command not taken within a minute is dropped, never run later by surprise.
export type CatalogCommand = "fetch" | "save";

export const EDITOR_PATH = "/addProducts";

const KEY = "halabi.catalog-command";
const KEPT_MS = 60_000;

export const COMMAND_EVENT = "halabi:catalog-command";

export function sendCommand(storage: Storage, command: CatalogCommand): void {
  storage.setItem(KEY, JSON.stringify({ command, at: Date.now() }));
}

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

// A taken command runs after the next render, so on a first load the restored draft is already the
// state and a Fetch asks before replacing unsaved edits.
export function useManageCommands(run: (command: CatalogCommand) => void) {
  const onCommand = useEffectEvent(run);
  const pending = useRef<CatalogCommand | null>(null);
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  // Before the effect that takes commands: a command taken in one commit runs in the next.
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
