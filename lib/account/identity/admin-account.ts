import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { accountStore } from "@/lib/account/roles";
import { dataPath, PRIVATE_FILE } from "@/lib/db/data-dir";
import { env } from "@/lib/env";
import {
  accountExists,
  countAccounts,
  createAccount,
  requirePasswordChange,
} from "./local";
import { IdentityError } from "./types";

export const DEFAULT_ADMIN_EMAIL = "admin@halabi-soap.local";
export const PASSWORD_FILE = "first-admin-password.txt";

/**
 * Start-up step of the local identity backend: the first admin account, an
 * editor. ADMIN_EMAIL names it (default admin@halabi-soap.local, created only
 * while there is no account at all); ADMIN_PASSWORD sets its password.
 * Otherwise one is generated and written to a file only the server's user can
 * read (logs are often kept and shared: the password never goes there), and
 * the account must change it at first sign-in. An existing account is never
 * changed.
 */
export async function ensureAdminAccount(
  print: (line: string) => void = console.log,
): Promise<void> {
  const config = env();
  if (config.IDENTITY_BACKEND !== "local") return;
  const email = config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
  if (accountExists(email)) return;
  if (!config.ADMIN_EMAIL && countAccounts() > 0) return;
  const generated = config.ADMIN_PASSWORD
    ? undefined
    : randomBytes(12).toString("base64url");
  let created: { id: string; email: string };
  try {
    created = await createAccount(email, config.ADMIN_PASSWORD ?? generated!);
  } catch (error) {
    // Another process of the same server created it a moment ago.
    if (error instanceof IdentityError && error.code === "EMAIL_EXISTS") return;
    throw error;
  }
  await accountStore().record(created.id, created.email, "editor");
  if (!generated) {
    print(`[accounts] Created the first admin account: ${created.email}`);
    return;
  }
  requirePasswordChange(created.email);
  const file = dataPath(PASSWORD_FILE);
  writePrivately(
    file,
    [
      `Email: ${created.email}`,
      `Password: ${generated}`,
      "",
      "Sign in at /login: the site asks for a new password first. Then delete this file.",
      "",
    ].join("\n"),
  );
  print(
    `[accounts] Created the first admin account: ${created.email}. Its password is in ${file} (readable by this server's user only).`,
  );
}

/**
 * A new 0600 file, flushed to disk: the account is already saved, and this
 * file is the only place its password exists. An older file (of a deleted
 * database) is removed first rather than rewritten under its old mode.
 */
function writePrivately(file: string, content: string): void {
  fs.rmSync(file, { force: true });
  const fd = fs.openSync(file, "wx", PRIVATE_FILE);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  const dir = fs.openSync(path.dirname(file), "r");
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}
