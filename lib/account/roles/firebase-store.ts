import "server-only";
import { createHash } from "node:crypto";
import {
  childrenOf,
  compareAndSet,
  createDatabase,
  isDatabaseKey,
  type Answer,
  type ReaderDatabaseOptions,
} from "@/lib/documents/firebase";
import { databaseFromEnv } from "@/lib/firebase/from-env";
import {
  AccountNotFoundError,
  changed,
  publicAccount,
  type AccountState,
  type AccountStore,
} from "./types";

/** Compare-and-set rounds before a busy database is reported as unavailable. */
const ATTEMPTS = 5;
/** Expired ended sessions are cleared at most this often, on a logout, so a logout stays one write. */
const SWEEP_EVERY_MS = 60 * 60_000;

const stateOf = (id: string, value: unknown): AccountState | null => {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  if (typeof v.email !== "string") return null;
  return {
    id,
    email: v.email,
    role: v.role === "editor" ? "editor" : "member",
    disabled: v.disabled === true,
    sessionsValidAfter:
      typeof v.sessionsValidAfter === "number" ? v.sessionsValidAfter : 0,
  };
};

const stored = (s: AccountState) => ({
  email: s.email,
  role: s.role,
  disabled: s.disabled,
  sessionsValidAfter: s.sessionsValidAfter,
});

const statesOf = (data: unknown): AccountState[] =>
  childrenOf(data).flatMap(([id, value]) => stateOf(id, value) ?? []);

/** Session ids are base64url and used as they are; anything the database would refuse is hashed instead. */
const sessionKey = (sessionId: string) =>
  isDatabaseKey(sessionId)
    ? sessionId
    : `~${createHash("sha256").update(sessionId).digest("base64url")}`;

/**
 * Roles and ended sessions in the Realtime Database, so every instance sees
 * the same editors: `accounts/<id>` = { email, role, disabled,
 * sessionsValidAfter }, `endedSessions/<sessionId>` = expiry (ms). Failures
 * of the database throw CatalogUnavailableError, like the catalogue and the
 * reader sign-in, so callers catch one name.
 */
export function createFirebaseAccountStore(
  options: ReaderDatabaseOptions = databaseFromEnv(),
): AccountStore {
  const request = createDatabase(options);
  let lastSweep = 0;

  /** A compare-and-set at `path`; `next` leaves out `body` when there is nothing to write. */
  const changeAt = async <T>(
    path: string,
    next: (current: Answer) => { body?: unknown; result: T },
  ): Promise<T> =>
    compareAndSet(request, path, await options.readerToken(), next, {
      attempts: ATTEMPTS,
      busy: "The accounts could not be changed: too many changes at once",
    });

  return {
    async record(id, email, role = "member") {
      if (!isDatabaseKey(id)) throw new AccountNotFoundError(id);
      return changeAt(`accounts/${id}`, ({ data }) => {
        const found = stateOf(id, data);
        const fresh = {
          id,
          email,
          role,
          disabled: false,
          sessionsValidAfter: 0,
        };
        const before = found ?? fresh;
        // A later sign-in only refreshes the address or promotes (configured editors).
        const after = {
          ...before,
          email,
          role: role === "editor" ? role : before.role,
        };
        if (found && after.email === found.email && after.role === found.role)
          return { result: found };
        return { body: stored(after), result: after };
      });
    },

    async get(id) {
      if (!isDatabaseKey(id)) return null;
      const { data } = await request(`accounts/${id}`, {
        token: await options.readerToken(),
      });
      return stateOf(id, data);
    },

    async list() {
      const { data } = await request("accounts", {
        token: await options.readerToken(),
      });
      return statesOf(data)
        .map(publicAccount)
        .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
    },

    async update(id, change) {
      if (!isDatabaseKey(id)) throw new AccountNotFoundError(id);
      // The whole node, so the last-editor rule is checked against the very data the write replaces.
      return changeAt("accounts", ({ data }) => {
        const states = statesOf(data);
        const after = changed(states, id, change);
        const before = states.find((s) => s.id === id)!;
        if (after.role === before.role && after.disabled === before.disabled)
          return { result: publicAccount(after) };
        const body = Object.fromEntries(childrenOf(data));
        body[id] = stored(after);
        return { body, result: publicAccount(after) };
      });
    },

    async endSessions(id, at) {
      if (!isDatabaseKey(id)) throw new AccountNotFoundError(id);
      await changeAt(`accounts/${id}`, ({ data }) => {
        const before = stateOf(id, data);
        if (!before) throw new AccountNotFoundError(id);
        if (before.sessionsValidAfter >= at) return { result: undefined };
        return {
          body: stored({ ...before, sessionsValidAfter: at }),
          result: undefined,
        };
      });
    },

    async revokeSession(sessionId, expiresAt) {
      const token = await options.readerToken();
      const now = Date.now();
      // One multi-path update: this session, and null (removal) for expired ones.
      const patch: Record<string, number | null> = {};
      const sweep = now - lastSweep >= SWEEP_EVERY_MS;
      if (sweep) {
        const { data } = await request("endedSessions", { token });
        for (const [key, expiry] of childrenOf(data))
          if (typeof expiry !== "number" || expiry <= now) patch[key] = null;
      }
      patch[sessionKey(sessionId)] = expiresAt;
      await request("endedSessions", { method: "PATCH", token, body: patch });
      if (sweep) lastSweep = now;
    },

    async isRevoked(sessionId) {
      const { data } = await request(`endedSessions/${sessionKey(sessionId)}`, {
        token: await options.readerToken(),
      });
      return data !== null;
    },
  };
}
