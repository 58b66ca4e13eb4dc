import "server-only";
import { db } from "./index";

/** Reads a value kept in the embedded database, creating it once with `make` when absent. */
export function getOrCreateSetting(
  key: string,
  make: () => string,
): { value: string; created: boolean } {
  const conn = db();
  const row = conn
    .prepare("SELECT value FROM settings WHERE key = ?")
    .get(key) as { value: string } | undefined;
  if (row) return { value: row.value, created: false };
  const value = make();
  const inserted = conn
    .prepare(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING",
    )
    .run(key, value);
  if (inserted.changes === 1) return { value, created: true };
  // Another process created it first: use theirs.
  return {
    value: (
      conn.prepare("SELECT value FROM settings WHERE key = ?").get(key) as {
        value: string;
      }
    ).value,
    created: false,
  };
}
