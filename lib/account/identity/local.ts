import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { hashPassword, verifyPassword } from "./password";
import { acceptedPassword } from "./password-policy";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "./limits";
import {
  IdentityError,
  type AcceptedPassword,
  type IdentityAccount,
  type IdentityProvider,
  type IdentitySession,
} from "./types";

type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  disabled: number;
};

const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

// Answers with Firebase's message codes so both backends look the same to the app.
export class LocalIdentity implements IdentityProvider {
  constructor(
    private readonly options: {
      lifetimeSeconds: number;
      signUpEnabled: boolean;
    },
  ) {}

  async signUp(email: string, password: string): Promise<IdentitySession> {
    if (!this.options.signUpEnabled)
      throw new IdentityError("OPERATION_NOT_ALLOWED");
    return this.session(await createAccount(email, password));
  }

  async signIn(email: string, password: string): Promise<IdentitySession> {
    return this.session(await verified("email", validEmail(email), password));
  }

  async changePassword(
    account: IdentityAccount,
    currentPassword: string,
    newPassword: string,
  ): Promise<IdentitySession> {
    // By id, not email: the session names the account it was opened for.
    const row = await verified("id", account.id, currentPassword);
    await acceptedPassword(newPassword, row.email);
    const hash = await hashPassword(newPassword);
    // Only over the hash just verified: of two changes at once, one wins and
    // the other must prove the password again.
    const updated = db()
      .prepare(
        `UPDATE users SET password_hash = ?, must_change_password = 0
         WHERE id = ? AND password_hash = ?`,
      )
      .run(hash, row.id, row.password_hash);
    if (updated.changes === 0) throw new IdentityError("INVALID_PASSWORD");
    return this.session(row);
  }

  async changeEmail(
    account: IdentityAccount,
    currentPassword: string,
    newEmail: string,
  ): Promise<IdentitySession> {
    const row = await verified("id", account.id, currentPassword);
    const email = validEmail(newEmail);
    if (accountExists(email)) throw new IdentityError("EMAIL_EXISTS");
    // Over the hash just verified, as a password change; the UNIQUE index
    // settles a race with a sign-up of the same address (IGNORE: no change).
    const updated = db()
      .prepare(
        "UPDATE OR IGNORE users SET email = ? WHERE id = ? AND password_hash = ?",
      )
      .run(email, row.id, row.password_hash);
    if (updated.changes === 0)
      throw new IdentityError(
        accountExists(email) ? "EMAIL_EXISTS" : "INVALID_PASSWORD",
      );
    return this.session({ id: row.id, email });
  }

  async setPassword(id: string, newPassword: AcceptedPassword): Promise<void> {
    const hash = await hashPassword(newPassword);
    const updated = db()
      .prepare(
        "UPDATE users SET password_hash = ?, must_change_password = 0 WHERE id = ?",
      )
      .run(hash, id);
    if (updated.changes === 0) throw new IdentityError("EMAIL_NOT_FOUND");
  }

  async findAccount(email: string) {
    return findAccount(email);
  }

  async mustChangePassword(id: string): Promise<boolean> {
    const row = db()
      .prepare("SELECT must_change_password AS flag FROM users WHERE id = ?")
      .get(id) as { flag: number } | undefined;
    return row?.flag === 1;
  }

  /** No provider token: nothing is called on a local account's behalf. */
  private session(account: { id: string; email: string }): IdentitySession {
    const { email, id } = account;
    return { email, id, idToken: "", expiresIn: this.options.lifetimeSeconds };
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function validEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!emailSchema.safeParse(normalized).success)
    throw new IdentityError("INVALID_EMAIL");
  return normalized;
}

async function verified(
  column: "email" | "id",
  value: string,
  password: string,
): Promise<UserRow> {
  const row = db()
    .prepare(
      `SELECT id, email, password_hash, disabled FROM users WHERE ${column} = ?`,
    )
    .get(value) as UserRow | undefined;
  if (!row) throw new IdentityError("EMAIL_NOT_FOUND");
  if (
    password.length > PASSWORD_MAX_LENGTH ||
    !(await verifyPassword(password, row.password_hash))
  )
    throw new IdentityError("INVALID_PASSWORD");
  if (row.disabled) throw new IdentityError("USER_DISABLED");
  return row;
}

/** Whatever SIGNUP_ENABLED says (sign-up, and the first admin at start-up). */
export async function createAccount(
  email: string,
  password: string,
): Promise<{ id: string; email: string }> {
  const normalized = validEmail(email);
  await acceptedPassword(password, normalized);
  if (accountExists(normalized)) throw new IdentityError("EMAIL_EXISTS");
  const hash = await hashPassword(password);
  const id = randomBytes(21).toString("base64url");
  // The UNIQUE index settles a race between two sign-ups of the same address.
  const inserted = db()
    .prepare(
      `INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(email) DO NOTHING`,
    )
    .run(id, normalized, hash, new Date().toISOString());
  if (inserted.changes === 0) throw new IdentityError("EMAIL_EXISTS");
  return { id, email: normalized };
}

function findAccount(email: string): { id: string; email: string } | null {
  const row = db()
    .prepare("SELECT id, email FROM users WHERE email = ?")
    .get(normalizeEmail(email)) as { id: string; email: string } | undefined;
  return row ?? null;
}

export const accountExists = (email: string) => findAccount(email) !== null;

export function countAccounts(): number {
  return (
    db().prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }
  ).n;
}

export function requirePasswordChange(email: string): void {
  if (env().IDENTITY_BACKEND !== "local") return;
  db()
    .prepare("UPDATE users SET must_change_password = 1 WHERE email = ?")
    .run(normalizeEmail(email));
}
