// Types of migrations.cjs (plain JavaScript, loaded by scripts/restore.mjs too).
import type { Database } from "better-sqlite3";

export type Migration = { id: number; name: string; sql: string };
export const migrations: Migration[];
export function migrate(
  db: Database,
  wanted?: (migration: Migration) => boolean,
): void;
