import { named } from "@/lib/documents/types";

/** Editors may change the catalogue; members are signed in but change nothing shared. */
export type Role = "editor" | "member";

/** What the Editors screen and `GET /api/accounts` show. */
export type Account = {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
};

/** An account with what decides whether its open sessions still count. */
export type AccountState = Account & {
  /** Sessions that began at or before this time (ms) are over: a password change, signing out everywhere else, disabling, losing the editor role. */
  sessionsValidAfter: number;
};

export type AccountChange = { role?: Role; disabled?: boolean };

/** The signed-in user as the browser may know it: never a token; the role decides what the header offers. */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  expiresAt: number;
};

export function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<SessionUser> | null;
  return (
    typeof v?.email === "string" &&
    typeof v.id === "string" &&
    typeof v.expiresAt === "number" &&
    (v.role === "editor" || v.role === "member")
  );
}

/** Where roles, disabled flags and ended sessions are kept: the embedded database or the Realtime Database. */
export interface AccountStore {
  /** The account as it is now; created as `role` (default member) on first sign-in. */
  record(id: string, email: string, role?: Role): Promise<AccountState>;
  get(id: string): Promise<AccountState | null>;
  list(): Promise<Account[]>;
  /**
   * Changes role and/or disabled. Refuses (LastEditorError) when no active
   * editor would remain. Losing the editor role or being disabled ends the
   * account's open sessions.
   */
  update(id: string, change: AccountChange): Promise<Account>;
  /**
   * Ends every session of the account that began at or before `at` (ms): a
   * password change, "Sign out everywhere else". Never moves back in time.
   */
  endSessions(id: string, at: number): Promise<void>;
  /** Ends one session (logout) until its own expiry. */
  revokeSession(sessionId: string, expiresAt: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

/* Errors are recognised by name (`named`): another copy of these classes may have thrown them. */
export class LastEditorError extends Error {
  constructor() {
    super(
      "At least one active editor must remain: make someone else an editor first",
    );
    this.name = "LastEditorError";
  }
}

export class AccountNotFoundError extends Error {
  constructor(id: string) {
    super(`No account with id ${id}`);
    this.name = "AccountNotFoundError";
  }
}

export const isLastEditor = named<LastEditorError>("LastEditorError");
export const isAccountNotFound = named<AccountNotFoundError>(
  "AccountNotFoundError",
);

export const publicAccount = ({ id, email, role, disabled }: Account) =>
  ({ id, email, role, disabled }) satisfies Account;

/**
 * Account `id` among `all` (as stored now) after `change`. Losing the editor
 * role or being disabled ends its open sessions; a change that would leave
 * no active editor is refused.
 */
export function changed(
  all: AccountState[],
  id: string,
  change: AccountChange,
): AccountState {
  const active = (a: Account) => a.role === "editor" && !a.disabled;
  const before = all.find((a) => a.id === id);
  if (!before) throw new AccountNotFoundError(id);
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
    throw new LastEditorError();
  if (
    (!before.disabled && after.disabled) ||
    (before.role === "editor" && after.role === "member")
  )
    after.sessionsValidAfter = Date.now();
  return after;
}
