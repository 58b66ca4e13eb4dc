import "server-only";
import { randomBytes } from "node:crypto";
import "@/lib/validation/jitless";
import { z } from "zod";
import { db } from "@/lib/db";
import { issueToken } from "./local-token";
import { hashPassword, verifyPassword } from "./password";
import {
  IdentityError,
  type IdentityProvider,
  type IdentitySession,
} from "./types";

type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  disabled: number;
};

const emailSchema = z.email().max(254);
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Accounts in the embedded database (table `users`, migration 10). Answers
 * with Firebase's message codes so both backends look the same to the app.
 */
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
    const account = await createAccount(email, password);
    return this.session(account);
  }

  async signIn(email: string, password: string): Promise<IdentitySession> {
    const normalized = normalizeEmail(email);
    if (!emailSchema.safeParse(normalized).success)
      throw new IdentityError("INVALID_EMAIL");
    const row = db()
      .prepare(
        "SELECT id, email, password_hash, disabled FROM users WHERE email = ?",
      )
      .get(normalized) as UserRow | undefined;
    if (!row) throw new IdentityError("EMAIL_NOT_FOUND");
    if (
      password.length > MAX_PASSWORD_LENGTH ||
      !(await verifyPassword(password, row.password_hash))
    )
      throw new IdentityError("INVALID_PASSWORD");
    if (row.disabled) throw new IdentityError("USER_DISABLED");
    return this.session(row);
  }

  private session(account: { id: string; email: string }): IdentitySession {
    const expiresIn = this.options.lifetimeSeconds;
    return {
      email: account.email,
      id: account.id,
      idToken: issueToken(account, expiresIn),
      expiresIn,
    };
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Creates an account whatever SIGNUP_ENABLED says (sign-up, and the first admin at start-up). */
export async function createAccount(
  email: string,
  password: string,
): Promise<{ id: string; email: string }> {
  const normalized = normalizeEmail(email);
  if (!emailSchema.safeParse(normalized).success)
    throw new IdentityError("INVALID_EMAIL");
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new IdentityError(
      `WEAK_PASSWORD : Password should be at least ${MIN_PASSWORD_LENGTH} characters`,
    );
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new IdentityError(
      `WEAK_PASSWORD : Password should be at most ${MAX_PASSWORD_LENGTH} characters`,
    );
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

export function accountExists(email: string): boolean {
  return Boolean(
    db()
      .prepare("SELECT 1 FROM users WHERE email = ?")
      .get(normalizeEmail(email)),
  );
}

export function countAccounts(): number {
  return (
    db().prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }
  ).n;
}
