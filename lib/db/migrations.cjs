// CommonJS so `npm run restore` (scripts/restore.mjs) builds a backup's schema from the
// same statements; types in migrations.d.cts.

// Applied in order once each. Append new entries; never edit or reorder a landed one.
const migrations = [
  {
    id: 1,
    name: "rate limits",
    sql: `CREATE TABLE rate_limit_hits (
            bucket TEXT NOT NULL,
            at_ms INTEGER NOT NULL
          );
          CREATE INDEX rate_limit_hits_bucket ON rate_limit_hits (bucket, at_ms);`,
  },
  {
    id: 2,
    name: "settings",
    sql: `CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  },
  {
    id: 10,
    name: "identity: local accounts",
    // Emails are stored lower-cased, so the UNIQUE index is case-insensitive in effect.
    sql: `CREATE TABLE users (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL UNIQUE,
            password_hash TEXT NOT NULL,
            disabled INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
          );`,
  },
  {
    id: 20,
    name: "catalogue: products, version, likes",
    // Likes live in their own table so replacing the product list never touches them.
    sql: `CREATE TABLE catalog_products (
            position INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            data TEXT NOT NULL
          );
          CREATE TABLE catalog_meta (
            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
            version INTEGER NOT NULL
          );
          CREATE TABLE catalog_likes (
            product_id TEXT PRIMARY KEY,
            count INTEGER NOT NULL DEFAULT 0
          );`,
  },
  {
    id: 41,
    name: "accounts: roles, disabled, ended sessions",
    // All pre-role accounts become members, except the oldest: the first admin.
    sql: `CREATE TABLE accounts (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('editor', 'member')),
            disabled INTEGER NOT NULL DEFAULT 0,
            sessions_valid_after INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
          );
          INSERT INTO accounts (id, email, role, disabled, created_at)
            SELECT id, email,
                   CASE WHEN rowid = (SELECT rowid FROM users ORDER BY created_at, rowid LIMIT 1)
                        THEN 'editor' ELSE 'member' END,
                   disabled, created_at
            FROM users;
          CREATE TABLE ended_sessions (
            session_id TEXT PRIMARY KEY,
            expires_at INTEGER NOT NULL
          );`,
  },
  {
    id: 11,
    name: "identity: must change password",
    sql: `ALTER TABLE users ADD COLUMN must_change_password INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    id: 3,
    name: "rate limits: hashed keys, purge by age",
    // The purge deletes by age alone; rows from before keys were hashed match no bucket.
    sql: `CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at_ms);
          DELETE FROM rate_limit_hits;`,
  },
  {
    id: 70,
    name: "contact messages: the store every accepted message is delivered from",
    // Delivery state is in columns so due messages are found and claimed by one UPDATE.
    sql: `CREATE TABLE contact_messages (
            id TEXT PRIMARY KEY,
            received_at TEXT NOT NULL,
            content TEXT NOT NULL,
            read INTEGER NOT NULL DEFAULT 0,
            state TEXT NOT NULL CHECK (state IN ('stored', 'pending', 'delivered', 'failed')),
            attempts INTEGER NOT NULL DEFAULT 0,
            last_error TEXT,
            next_attempt_at TEXT,
            claimed_until INTEGER NOT NULL DEFAULT 0
          );
          CREATE INDEX contact_messages_received ON contact_messages (received_at);
          CREATE INDEX contact_messages_due ON contact_messages (state, next_attempt_at);`,
  },
  {
    id: 50,
    name: "catalogue: history of saves",
    // The store records the catalogue found at the first start, as it knows its format.
    sql: `CREATE TABLE catalog_history (
            version INTEGER PRIMARY KEY,
            saved_at TEXT NOT NULL,
            saved_by TEXT,
            count INTEGER NOT NULL,
            products TEXT NOT NULL
          );`,
  },
  {
    id: 80,
    name: "documents: one table for every store",
    sql: `CREATE TABLE documents (
            path TEXT PRIMARY KEY,
            value TEXT NOT NULL,
            version INTEGER NOT NULL
          );`,
  },
  {
    id: 81,
    name: "catalogue: into documents",
    // At the paths the Realtime Database holds them (history keys "v" + ten digits).
    sql: `INSERT INTO documents (path, value, version)
            SELECT 'products',
                   (SELECT json_group_array(json(data))
                      FROM (SELECT data FROM catalog_products ORDER BY position)),
                   version
              FROM catalog_meta;
          INSERT INTO documents (path, value, version)
            SELECT 'likes/' || product_id, count, 1 FROM catalog_likes WHERE count > 0;
          INSERT INTO documents (path, value, version)
            SELECT 'catalogHistory/entries/v' || printf('%010d', version),
                   json_object('savedAt', saved_at, 'savedBy', saved_by, 'count', count,
                     'names', json((SELECT json_group_array(json_object(
                                      'id', json_extract(value, '$.id'),
                                      'name', json_extract(value, '$.name')))
                                  FROM json_each(products)))),
                   1
              FROM catalog_history;
          INSERT INTO documents (path, value, version)
            SELECT 'catalogHistory/products/v' || printf('%010d', version), products, 1
              FROM catalog_history;
          INSERT INTO documents (path, value, version)
            SELECT 'catalogHistory/last', max(version), 1
              FROM catalog_history HAVING count(*) > 0;
          DROP TABLE catalog_products;
          DROP TABLE catalog_meta;
          DROP TABLE catalog_likes;
          DROP TABLE catalog_history;`,
  },
  {
    id: 90,
    name: "messages, accounts, ended sessions, rate limits: into the documents",
    // In the Realtime Database's layout; rate-limit counters (an hour's worth at most) start afresh.
    sql: `INSERT INTO documents (path, value, version)
            SELECT 'messages/' || id,
                   json_patch(
                     CASE WHEN json_valid(content) THEN content ELSE '{}' END,
                     json_object(
                       'receivedAt', received_at,
                       'read', json(CASE read WHEN 1 THEN 'true' ELSE 'false' END),
                       'delivery', json_object('state', state, 'attempts', attempts,
                         'lastError', last_error, 'nextAttemptAt', next_attempt_at),
                       'claimedUntil', NULLIF(claimed_until, 0))),
                   1
            FROM contact_messages;
          INSERT INTO documents (path, value, version)
            SELECT 'accounts',
                   json_group_object(id, json_object('email', email, 'role', role,
                     'disabled', json(CASE disabled WHEN 1 THEN 'true' ELSE 'false' END),
                     'sessionsValidAfter', sessions_valid_after)),
                   1
            FROM accounts HAVING COUNT(*) > 0;
          INSERT INTO documents (path, value, version)
            SELECT 'endedSessions/' || session_id, expires_at, 1 FROM ended_sessions;
          DROP TABLE contact_messages;
          DROP TABLE accounts;
          DROP TABLE ended_sessions;
          DROP TABLE rate_limit_hits;`,
  },
  {
    id: 91,
    name: "settings: into the documents",
    // The generated session key moves, so sessions stay valid.
    sql: `INSERT INTO documents (path, value, version)
            SELECT 'settings/authSecret', json_quote(value), 1
              FROM settings WHERE key = 'auth.nextauth-secret';
          DROP TABLE settings;`,
  },
];

// `wanted` limits them: the restore check builds exactly the migrations a backup records.
function migrate(db, wanted = () => true) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
             id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    db
      .prepare("SELECT id FROM schema_migrations")
      .all()
      .map((r) => r.id),
  );
  for (const m of migrations) {
    if (applied.has(m.id) || !wanted(m)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare(
        "INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)",
      ).run(m.id, m.name, new Date().toISOString());
    })();
  }
}

module.exports = { migrations, migrate };
