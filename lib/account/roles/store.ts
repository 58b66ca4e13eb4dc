import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { isDatabaseKey } from "@/lib/documents/firebase";
import {
  ConflictError,
  NotFoundError,
  update,
  type Documents,
} from "@/lib/documents/types";
import type { Account, AccountChange, Role } from "./types";

// Expired ended sessions are swept at most this often, on a logout, so a logout stays one write.
const SWEEP_EVERY_MS = 60 * 60_000;
const lastSweeps = new WeakMap<Documents, number>();

type Accounts = Record<string, unknown>;

const RESERVED = "reservedAddresses";

const notFound = (id: string) => new NotFoundError(`No account with id ${id}`);

// Anything unexpected reads as a member, enabled, sessions never ended.
const storedSchema = z.object({
  email: z.string(),
  role: z.enum(["editor", "member"]).catch("member"),
  disabled: z.boolean().catch(false),
  sessionsValidAfter: z.number().catch(0),
  // Device cookies signed before it no longer count.
  passwordSetAt: z.number().optional().catch(undefined),
  // When it last stopped being an editor (ms): editors make no reset link for it for a while.
  editorUntil: z.number().optional().catch(undefined),
  // Recorded once, by id: whoever holds the first admin's address later is not it.
  firstAdmin: z.literal(true).optional().catch(undefined),
  // What the editor told the setup guide, and when (ms): the recovery codes made last are kept (a
  // new set clears it), how messages reach the family is read, the guide is closed.
  setupGuide: z
    .object({
      codes: z.number().optional(),
      messages: z.number().optional(),
      closed: z.number().optional(),
    })
    .optional()
    .catch(undefined),
});

// Sessions that began at or before `sessionsValidAfter` (ms) are over.
export type AccountState = { id: string } & z.infer<typeof storedSchema>;

export type GuideMarks = NonNullable<AccountState["setupGuide"]>;
export type GuideMark = keyof GuideMarks;

const stateOf = (id: string, value: unknown): AccountState | null => {
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? { id, ...parsed.data } : null;
};

const statesOf = (all: Accounts | null): AccountState[] =>
  Object.entries(all ?? {}).flatMap(([id, v]) => stateOf(id, v) ?? []);

export const publicAccount = ({ id, email, role, disabled }: Account) =>
  ({ id, email, role, disabled }) satisfies Account;

// Losing the editor role or being disabled ends open sessions; leaving no active
// editor is refused as a conflict.
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
    throw new ConflictError(
      "At least one active editor must remain: make someone else an editor first",
    );
  const now = Date.now();
  const demoted = before.role === "editor" && after.role === "member";
  if (demoted) after.editorUntil = now;
  if (demoted || (!before.disabled && after.disabled))
    after.sessionsValidAfter = now;
  return after;
}

const digest = (text: string) =>
  createHash("sha256").update(text).digest("base64url");

// Ids the database would refuse as keys are hashed instead.
const sessionKey = (sessionId: string) =>
  isDatabaseKey(sessionId) ? sessionId : `~${digest(sessionId)}`;

// An address always holds a dot, which the Realtime Database refuses in a key.
const addressKey = (address: string) => digest(address.trim().toLowerCase());

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
    /** `firstAdmin`: the account becomes the first admin if none is recorded yet. */
    async record(
      id: string,
      email: string,
      role: Role = "member",
      { firstAdmin = false } = {},
    ) {
      if (!isDatabaseKey(id)) throw notFound(id);
      return change((accounts) => {
        const found = stateOf(id, accounts[id]);
        const before: AccountState = found ?? {
          id,
          email,
          role,
          disabled: false,
          sessionsValidAfter: 0,
        };
        const first =
          before.firstAdmin ??
          (firstAdmin && !statesOf(accounts).some((a) => a.firstAdmin));
        // A later sign-in only refreshes the address or promotes (configured editors).
        const after: AccountState = {
          ...before,
          email,
          role: role === "editor" || first ? "editor" : before.role,
          ...(first && { firstAdmin: true }),
        };
        const same =
          found !== null &&
          after.email === found.email &&
          after.role === found.role &&
          after.firstAdmin === found.firstAdmin;
        return { ...put(accounts, after, same), result: after };
      });
    },

    get: async (id: string) => stateOf(id, (await all())?.[id]),

    /** By address; the public part of each is `publicAccount`. */
    list: async () =>
      statesOf(await all()).sort((a, b) =>
        a.email < b.email ? -1 : a.email > b.email ? 1 : 0,
      ),

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

    /** The first time counts: marking again changes nothing. Answers the marks after it. */
    markGuide: (id: string, mark: GuideMark, at: number) =>
      change((accounts) => {
        const before = stateOf(id, accounts[id]);
        if (!before) throw notFound(id);
        const marks = { ...before.setupGuide };
        const same = marks[mark] !== undefined;
        marks[mark] ??= at;
        return {
          ...put(accounts, { ...before, setupGuide: marks }, same),
          result: marks,
        };
      }),

    /** What the mark said holds no more (a new set of recovery codes is not yet kept). */
    unmarkGuide: (id: string, mark: GuideMark) =>
      change((accounts) => {
        const before = stateOf(id, accounts[id]);
        if (!before?.setupGuide?.[mark]) return { result: undefined };
        const marks = { ...before.setupGuide };
        delete marks[mark];
        return {
          ...put(accounts, { ...before, setupGuide: marks }, false),
          result: undefined,
        };
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

    // Kept for good: an address the configuration once named never goes to a sign-up or an address change.
    async reserve(addresses: string[]) {
      if (addresses.length > 0)
        await docs.patch(
          RESERVED,
          Object.fromEntries(addresses.map((a) => [addressKey(a), a])),
        );
    },

    isReserved: async (address: string) =>
      (await docs.get(`${RESERVED}/${addressKey(address)}`)).value !== null,
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
