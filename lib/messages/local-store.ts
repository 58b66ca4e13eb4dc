import "server-only";
import { db } from "@/lib/db";
import { byDue, contentOf, deliveryOf } from "./record";
import type { Delivery, MessageStore, StoredMessage } from "./types";

type Row = {
  id: string;
  received_at: string;
  content: string;
  read: number;
  state: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  claimed_until: number;
};

const COLUMNS =
  "id, received_at, content, read, state, attempts, last_error, next_attempt_at, claimed_until";

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

const message = (row: Row): StoredMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  ...contentOf(parsed(row.content)),
  read: row.read === 1,
  delivery: deliveryOf({
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
  }),
});

const deliveryColumns = (d: Delivery) => ({
  state: d.state,
  attempts: d.attempts,
  last_error: d.lastError ?? null,
  next_attempt_at: d.nextAttemptAt ?? null,
});

/**
 * Messages in the embedded database (table `contact_messages`): the
 * visitor's fields as one JSON document, the delivery in columns so the
 * due ones are found, and claimed, by one UPDATE.
 */
export function createLocalMessageStore(): MessageStore {
  const find = (id: string) =>
    db()
      .prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`)
      .get(id) as Row | undefined;

  return {
    async add(m, claimedUntil) {
      db()
        .prepare(
          `INSERT INTO contact_messages (${COLUMNS})
           VALUES (@id, @received_at, @content, @read, @state, @attempts, @last_error, @next_attempt_at, @claimed_until)`,
        )
        .run({
          id: m.id,
          received_at: m.receivedAt,
          content: JSON.stringify(contentOf(m)),
          read: m.read ? 1 : 0,
          ...deliveryColumns(m.delivery),
          claimed_until: claimedUntil?.getTime() ?? 0,
        });
    },

    async list() {
      const rows = db()
        .prepare(
          `SELECT ${COLUMNS} FROM contact_messages ORDER BY received_at DESC, rowid DESC`,
        )
        .all() as Row[];
      return rows.map(message);
    },

    async get(id) {
      const row = find(id);
      return row ? message(row) : null;
    },

    async setRead(id, read) {
      const row = db()
        .prepare(
          `UPDATE contact_messages SET read = ? WHERE id = ? RETURNING ${COLUMNS}`,
        )
        .get(read ? 1 : 0, id) as Row | undefined;
      return row ? message(row) : null;
    },

    async remove(id) {
      return (
        db().prepare("DELETE FROM contact_messages WHERE id = ?").run(id)
          .changes > 0
      );
    },

    async recordDelivery(id, delivery) {
      const row = db()
        .prepare(
          `UPDATE contact_messages
           SET state = @state, attempts = @attempts, last_error = @last_error,
               next_attempt_at = @next_attempt_at, claimed_until = 0
           WHERE id = @id RETURNING ${COLUMNS}`,
        )
        .get({ id, ...deliveryColumns(delivery) }) as Row | undefined;
      return row ? message(row) : null;
    },

    async claimDue(now, claimedUntil, limit) {
      // One statement: SQLite runs it under its write lock, so another
      // process (or this one) claiming at the same time gets other rows.
      const rows = db()
        .prepare(
          `UPDATE contact_messages SET claimed_until = @until
           WHERE id IN (
             SELECT id FROM contact_messages
             WHERE state = 'pending' AND IFNULL(next_attempt_at, '') <= @now
               AND claimed_until <= @nowMs
             ORDER BY next_attempt_at, received_at LIMIT @limit)
           RETURNING ${COLUMNS}`,
        )
        .all({
          until: claimedUntil.getTime(),
          now: now.toISOString(),
          nowMs: now.getTime(),
          limit,
        }) as Row[];
      return rows.map(message).sort(byDue);
    },

    async restart(id, now, claimedUntil) {
      const row = db()
        .prepare(
          `UPDATE contact_messages
           SET state = 'pending', attempts = 0, last_error = NULL,
               next_attempt_at = @now, claimed_until = @until
           WHERE id = @id AND state IN ('pending', 'failed') AND claimed_until <= @nowMs
           RETURNING ${COLUMNS}`,
        )
        .get({
          id,
          now: now.toISOString(),
          nowMs: now.getTime(),
          until: claimedUntil.getTime(),
        }) as Row | undefined;
      if (row) return { claimed: true, message: message(row) };
      const current = find(id);
      return current ? { claimed: false, message: message(current) } : null;
    },

    async purgeReceivedBefore(cutoff) {
      return db()
        .prepare("DELETE FROM contact_messages WHERE received_at < ?")
        .run(cutoff.toISOString()).changes;
    },
  };
}
