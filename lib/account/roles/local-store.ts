import "server-only";
import { db } from "@/lib/db";
import {
  AccountNotFoundError,
  changed,
  publicAccount,
  type AccountState,
  type AccountStore,
  type Role,
} from "./types";

type Row = {
  id: string;
  email: string;
  role: Role;
  disabled: number;
  sessions_valid_after: number;
};

const COLUMNS = "id, email, role, disabled, sessions_valid_after";

const state = (row: Row): AccountState => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabled: row.disabled === 1,
  sessionsValidAfter: row.sessions_valid_after,
});

/** Roles and ended sessions in the embedded database (tables `accounts`, `ended_sessions`). */
export function createLocalAccountStore(): AccountStore {
  const find = (id: string) =>
    db().prepare(`SELECT ${COLUMNS} FROM accounts WHERE id = ?`).get(id) as
      Row | undefined;

  return {
    async record(id, email, role = "member") {
      // A later sign-in only refreshes the address or promotes (configured editors).
      db()
        .prepare(
          `INSERT INTO accounts (id, email, role, created_at) VALUES (?, ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET email = excluded.email,
             role = CASE WHEN excluded.role = 'editor' THEN 'editor' ELSE role END`,
        )
        .run(id, email, role, new Date().toISOString());
      return state(find(id)!);
    },

    async get(id) {
      const row = find(id);
      return row ? state(row) : null;
    },

    async list() {
      const rows = db()
        .prepare(`SELECT ${COLUMNS} FROM accounts ORDER BY email`)
        .all() as Row[];
      return rows.map((row) => publicAccount(state(row)));
    },

    async update(id, change) {
      const conn = db();
      // One transaction: two editors demoting each other cannot both succeed.
      return conn
        .transaction(() => {
          const rows = conn
            .prepare(`SELECT ${COLUMNS} FROM accounts`)
            .all() as Row[];
          const after = changed(rows.map(state), id, change);
          conn
            .prepare(
              "UPDATE accounts SET role = ?, disabled = ?, sessions_valid_after = ? WHERE id = ?",
            )
            .run(
              after.role,
              after.disabled ? 1 : 0,
              after.sessionsValidAfter,
              id,
            );
          return publicAccount(after);
        })
        .immediate();
    },

    async endSessions(id, at) {
      const { changes } = db()
        .prepare(
          "UPDATE accounts SET sessions_valid_after = MAX(sessions_valid_after, ?) WHERE id = ?",
        )
        .run(at, id);
      if (changes === 0) throw new AccountNotFoundError(id);
    },

    async revokeSession(sessionId, expiresAt) {
      const conn = db();
      conn
        .prepare("DELETE FROM ended_sessions WHERE expires_at <= ?")
        .run(Date.now());
      conn
        .prepare(
          "INSERT OR REPLACE INTO ended_sessions (session_id, expires_at) VALUES (?, ?)",
        )
        .run(sessionId, expiresAt);
    },

    async isRevoked(sessionId) {
      return Boolean(
        db()
          .prepare("SELECT 1 FROM ended_sessions WHERE session_id = ?")
          .get(sessionId),
      );
    },
  };
}
