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
