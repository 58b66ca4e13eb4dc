/**
 * Commands from the header's Manage menu to the admin editor ("Fetch from
 * Database", "Save to Database"), sent as `/addProducts?command=…` so they
 * work from any page.
 */
export type CatalogCommand = "fetch" | "save";

export const EDITOR_PATH = "/addProducts";

export const commandUrl = (command: CatalogCommand) =>
  `${EDITOR_PATH}?command=${command}`;

/** The command a `command` parameter asks for, or null. */
export function commandOf(value: string | null): CatalogCommand | null {
  return value === "fetch" || value === "save" ? value : null;
}
