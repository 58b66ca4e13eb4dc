import "server-only";
import { db as defaultDb, type Db } from "@/lib/db";
import type { Documents } from "./types";

type Row = { path: string; value: string; version: number };

/** Each write is one IMMEDIATE transaction, so processes sharing the file see it whole. */
export function createSqliteDocuments(conn: () => Db = defaultDb): Documents {
  const row = (d: Db, path: string) =>
    d
      .prepare("SELECT path, value, version FROM documents WHERE path = ?")
      .get(path) as Row | undefined;

  /** Writes `value` (null deletes) over `found`; the new version ("" once deleted). */
  const write = (d: Db, path: string, value: unknown, found?: Row) => {
    if (value === null) {
      d.prepare("DELETE FROM documents WHERE path = ?").run(path);
      return "";
    }
    const version = (found?.version ?? 0) + 1;
    d.prepare(
      `INSERT INTO documents (path, value, version) VALUES (?, ?, ?)
       ON CONFLICT(path) DO UPDATE SET value = excluded.value, version = excluded.version`,
    ).run(path, JSON.stringify(value), version);
    return String(version);
  };

  const docs: Documents = {
    async get<T>(path: string) {
      const found = row(conn(), path);
      return {
        value: found ? (JSON.parse(found.value) as T) : null,
        version: found ? String(found.version) : "",
      };
    },

    async putIfMatch(path, value, version) {
      const d = conn();
      return d
        .transaction(() => {
          const found = row(d, path);
          if ((found ? String(found.version) : "") !== version) return null;
          return write(d, path, value, found);
        })
        .immediate();
    },

    async patch(path, values) {
      const d = conn();
      d.transaction(() => {
        for (const [key, value] of Object.entries(values))
          write(d, `${path}/${key}`, value, row(d, `${path}/${key}`));
      }).immediate();
    },

    // "p/" < every child of p < "p0" ("0" follows "/"): a range on the key, deeper paths left out.
    async list<T>(path: string) {
      const rows = conn()
        .prepare(
          "SELECT path, value FROM documents WHERE path > ? AND path < ? ORDER BY path",
        )
        .all(`${path}/`, `${path}0`) as Row[];
      return Object.fromEntries(
        rows
          .map((r) => [r.path.slice(path.length + 1), r.value] as const)
          .filter(([key]) => !key.includes("/"))
          .map(([key, value]) => [key, JSON.parse(value) as T]),
      );
    },

    withToken: () => docs,
  };
  return docs;
}
