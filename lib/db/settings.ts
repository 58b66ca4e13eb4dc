import "server-only";
import { db } from "./index";

/** Reads a value kept in the embedded database, creating it once with `make` when absent. */
export function getOrCreateSetting(
  key: string,
  make: () => string,
): { value: string } {
  const conn = db();
  const read = () =>
    conn.prepare("SELECT value FROM settings WHERE key = ?").get(key) as
      { value: string } | undefined;
  const found = read();
  if (found) return found;
  // When another process created it first, theirs is kept and read back.
  conn
    .prepare(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING",
    )
    .run(key, make());
  return read()!;
}
