import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { isDatabaseKey } from "@/lib/documents/firebase";
import { NotFoundError, update, type Documents } from "@/lib/documents/types";
import { HttpError } from "@/lib/http/responses";
import type { Account, AccountChange, Role } from "./types";

// Expired ended sessions are swept at most this often, on a logout, so a logout stays one write.
const SWEEP_EVERY_MS = 60 * 60_000;
const lastSweeps = new WeakMap<Documents, number>();

type Accounts = Record<string, unknown>;

const notFound = (id: string) => new NotFoundError(`No account with id ${id}`);

// Anything unexpected reads as a member, enabled, sessions never ended.
const storedSchema = z.object({
  email: z.string(),
  role: z.enum(["editor", "member"]).catch("member"),
  disabled: z.boolean().catch(false),
  sessionsValidAfter: z.number().catch(0),
  // Device cookies signed before it no longer count.
  passwordSetAt: z.number().optional().catch(undefined),
});

// Sessions that began at or before `sessionsValidAfter` (ms) are over.
type AccountState = { id: string } & z.infer<typeof storedSchema>;

const stateOf = (id: string, value: unknown): AccountState | null => {
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? { id, ...parsed.data } : null;
};

const statesOf = (all: Accounts | null): AccountState[] =>
  Object.entries(all ?? {}).flatMap(([id, v]) => stateOf(id, v) ?? []);

const publicAccount = ({ id, email, role, disabled }: Account) =>
  ({ id, email, role, disabled }) satisfies Account;

// Losing the editor role or being disabled ends open sessions; leaving no active
// editor is refused (409).
function changed(
  all: AccountState[],
  id: string,
  change: AccountChange,
): AccountState {
  const active = (a: Account) => a.role === "editor" && !a.disabled;
  const before = all.find((a) => a.id === id);
  if (!before) throw notFound(id);
  const after = {
    ...before,
    role: change.role ?? before.role,
    disabled: change.disabled ?? before.disabled,
  };
  if (
    active(before) &&
    !active(after) &&
    !all.some((a) => a !== before && active(a))
  )
    throw new HttpError(
      409,
      "At least one active editor must remain: make someone else an editor first",
    );
  if (
    (!before.disabled && after.disabled) ||
    (before.role === "editor" && after.role === "member")
  )
    after.sessionsValidAfter = Date.now();
  return after;
}

// Ids the database would refuse as keys are hashed instead.
const sessionKey = (sessionId: string) =>
  isDatabaseKey(sessionId)
    ? sessionId
    : `~${createHash("sha256").update(sessionId).digest("base64url")}`;

// Every change is a compare-and-set on the whole `accounts` document, so the
// last-editor rule is checked against the very data the write replaces.
export function createAccountStore(docs: Documents) {
  const change = <R>(
    step: (all: Accounts) => { value?: Accounts; result: R },
  ): Promise<R> =>
    update<Accounts, R>(docs, "accounts", (all) => step(all ?? {}), {
      attempts: 5,
      busy: "The accounts could not be changed: too many changes at once",
    });

  const put = (all: Accounts, after: AccountState, same: boolean) =>
    same ? {} : { value: { ...all, [after.id]: storedSchema.parse(after) } };

  const all = async () => (await docs.get<Accounts>("accounts")).value;

  return {
    async record(id: string, email: string, role: Role = "member") {
      if (!isDatabaseKey(id)) throw notFound(id);
      return change((accounts) => {
        const found = stateOf(id, accounts[id]);
        const before = found ?? {
          id,
          email,
          role,
          disabled: false,
          sessionsValidAfter: 0,
        };
        // A later sign-in only refreshes the address or promotes (configured editors).
        const after = {
          ...before,
          email,
          role: role === "editor" ? role : before.role,
        };
        const same =
          found !== null &&
          after.email === found.email &&
          after.role === found.role;
        return { ...put(accounts, after, same), result: after };
      });
    },

    get: async (id: string) => stateOf(id, (await all())?.[id]),

    list: async () =>
      statesOf(await all())
        .map(publicAccount)
        .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0)),

    update: (id: string, wanted: AccountChange) =>
      change((accounts) => {
        const after = changed(statesOf(accounts), id, wanted);
        const before = stateOf(id, accounts[id])!;
        const same =
          after.role === before.role && after.disabled === before.disabled;
        return { ...put(accounts, after, same), result: publicAccount(after) };
      }),

    // Never moves back in time.
    endSessions: (id: string, at: number) =>
      change((accounts) => {
        const before = stateOf(id, accounts[id]);
        if (!before) throw notFound(id);
        const after = { ...before, sessionsValidAfter: at };
        return {
          ...put(accounts, after, before.sessionsValidAfter >= at),
          result: undefined,
        };
      }),

    // Also stamps the account, so device cookies signed before no longer count (../auth/device.ts).
    passwordSet: (id: string, at: number) =>
      change((accounts) => {
        const before = stateOf(id, accounts[id]);
        if (!before) throw notFound(id);
        const after = {
          ...before,
          sessionsValidAfter: Math.max(before.sessionsValidAfter, at),
          passwordSetAt: at,
        };
        return { ...put(accounts, after, false), result: undefined };
      }),

    byEmail: async (email: string) => {
      const wanted = email.trim().toLowerCase();
      const found = statesOf(await all()).find(
        (a) => a.email.toLowerCase() === wanted,
      );
      return found ?? null;
    },

    async revokeSession(sessionId: string, expiresAt: number) {
      const now = Date.now();
      // One write: this session, and null (removal) for expired ones.
      const values: Record<string, number | null> = {};
      const sweep = now - (lastSweeps.get(docs) ?? 0) >= SWEEP_EVERY_MS;
      if (sweep)
        for (const [key, expiry] of Object.entries(
          await docs.list<unknown>("endedSessions"),
        ))
          if (typeof expiry !== "number" || expiry <= now) values[key] = null;
      values[sessionKey(sessionId)] = expiresAt;
      await docs.patch("endedSessions", values);
      if (sweep) lastSweeps.set(docs, now);
    },

    isRevoked: async (sessionId: string) =>
      (await docs.get(`endedSessions/${sessionKey(sessionId)}`)).value !== null,
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
