import Database from "better-sqlite3";
import { authSecret } from "@/lib/account/auth/secret";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createAccountStore } from "@/lib/account/roles/store";
import { createMessageStore } from "@/lib/inbox/store";
import { dataPath } from "./data-dir";
import { db } from "./index";
import { migrate } from "./migrations.cjs";

describe("an install from before the documents keeps its data", () => {
  it("copies messages, accounts and ended sessions into the documents, which the stores read", async () => {
    const conn = new Database(":memory:");
    migrate(conn, (m) => m.id < 90);
    conn.exec(`
      INSERT INTO contact_messages (id, received_at, content, read, state, attempts, last_error, next_attempt_at, claimed_until) VALUES
        ('m1', '2026-03-01T10:00:00.000Z', '{"name":"Amal","email":"amal@example.com","phone":"","message":"Hi","list":[{"name":"Soap","amount":2}]}', 1, 'delivered', 1, NULL, NULL, 0),
        ('m2', '2026-03-02T10:00:00.000Z', 'not json', 0, 'pending', 3, 'refused', '2026-03-02T10:08:00.000Z', 99);
      INSERT INTO accounts (id, email, role, disabled, sessions_valid_after, created_at) VALUES
        ('u1', 'ed@example.com', 'editor', 0, 0, ''),
        ('u2', 'mem@example.com', 'member', 1, 1234, '');
      INSERT INTO ended_sessions (session_id, expires_at) VALUES ('s1', 4102444800000);
    `);
    migrate(conn);
    const docs = createSqliteDocuments(() => conn);
    const messages = createMessageStore(docs);
    expect(await messages.list()).toEqual([
      {
        id: "m2",
        receivedAt: "2026-03-02T10:00:00.000Z",
        name: "",
        email: "",
        phone: "",
        message: "",
        read: false,
        delivery: {
          state: "pending",
          attempts: 3,
          lastError: "refused",
          nextAttemptAt: "2026-03-02T10:08:00.000Z",
        },
      },
      {
        id: "m1",
        receivedAt: "2026-03-01T10:00:00.000Z",
        name: "Amal",
        email: "amal@example.com",
        phone: "",
        message: "Hi",
        list: [{ name: "Soap", amount: 2 }],
        read: true,
        delivery: { state: "delivered", attempts: 1 },
      },
    ]);
    // m2's claim (99 ms after 1970) has long run out.
    expect((await messages.claimNext(new Date(), new Date()))?.id).toBe("m2");
    const accounts = createAccountStore(docs);
    expect(await accounts.get("u2")).toEqual({
      id: "u2",
      email: "mem@example.com",
      role: "member",
      disabled: true,
      sessionsValidAfter: 1234,
    });
    expect((await accounts.list()).map((a) => a.role)).toEqual([
      "editor",
      "member",
    ]);
    expect(await accounts.isRevoked("s1")).toBe(true);
    const tables = conn
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => (t as { name: string }).name);
    for (const gone of [
      "contact_messages",
      "accounts",
      "ended_sessions",
      "rate_limit_hits",
    ])
      expect(tables).not.toContain(gone);
    conn.close();
  });
});

describe("an install from before the settings were documents keeps its session key", () => {
  useTempDataDir();

  it("moves the generated key into the documents, so its sessions stay valid", async () => {
    const conn = new Database(dataPath("site.db"));
    migrate(conn, (m) => m.id < 91);
    conn.exec(`INSERT INTO settings (key, value) VALUES
                 ('auth.nextauth-secret', 'kept-key'), ('identity.token-key', 'unused')`);
    conn.close();
    expect(await authSecret()).toBe("kept-key");
    const tables = db()
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => (t as { name: string }).name);
    expect(tables).not.toContain("settings");
  });

  it("generates a key once where none was kept", async () => {
    await createSqliteDocuments().putIfMatch("settings/authSecret", null, "1");
    const made = await authSecret();
    expect(made).toMatch(/^[\w-]{43}$/);
    expect(await authSecret()).toBe(made);
  });
});
