/** Editors may change the catalogue; members are signed in but change nothing shared. */
export type Role = "editor" | "member";

export type Account = {
  id: string;
  email: string;
  role: Role;
  disabled: boolean;
};

export type AccountChange = { role?: Role; disabled?: boolean };

/** As the browser may know it: never a token. */
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
