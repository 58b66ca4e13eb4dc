/**
 * Commands from the header's Manage menu to the admin editor ("Fetch from
 * Database", "Save to Database"). The menu may be used on any page: a command
 * sent while no editor listens waits until the editor mounts and subscribes.
 */
export type CatalogCommand = "fetch" | "save";

type Listener = (command: CatalogCommand) => void;

let pending: CatalogCommand | null = null;
const listeners = new Set<Listener>();

export function requestCatalogCommand(command: CatalogCommand): void {
  if (listeners.size === 0) {
    pending = command;
    return;
  }
  listeners.forEach((listener) => listener(command));
}

export function onCatalogCommand(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    const command = pending;
    pending = null;
    listener(command);
  }
  return () => {
    listeners.delete(listener);
  };
}
