import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  accountStore,
  configuredAddresses,
  firstAdminAddress,
} from "@/lib/account/roles";
import { dataPath, PRIVATE_FILE } from "@/lib/db/data-dir";
import { env } from "@/lib/env";
import {
  accountExists,
  countAccounts,
  createAccount,
  requirePasswordChange,
} from "./local";
import { IdentityError } from "./types";

export const PASSWORD_FILE = "first-admin-password.txt";

export const editorPasswordFile = (email: string) =>
  `editor-password-${email}.txt`;

// Run at every start. The configured addresses are kept in the account store for good, so one the
// configuration no longer names still goes to no sign-up or address change. With local accounts,
// one for every configured editor address, so nobody else can sign up with one. A password
// not given is generated into a file only the server's user can read (logs are often shared: never
// there) and must be changed at first sign-in. An existing account is never changed.
export async function ensureConfiguredAccounts(
  print: (line: string) => void = console.log,
): Promise<void> {
  const config = env();
  await accountStore().reserve(configuredAddresses());
  if (config.IDENTITY_BACKEND !== "local") return;
  const first = firstAdminAddress();
  if (config.ADMIN_EMAIL || countAccounts() === 0)
    await ensureAccount(first, PASSWORD_FILE, config.ADMIN_PASSWORD, print);
  for (const email of config.ADMIN_EMAILS.filter((e) => e !== first))
    await ensureAccount(email, editorPasswordFile(email), undefined, print);
}

async function ensureAccount(
  email: string,
  passwordFile: string,
  password: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  if (accountExists(email)) return;
  const generated = password
    ? undefined
    : randomBytes(12).toString("base64url");
  let created: { id: string; email: string };
  try {
    created = await createAccount(email, password ?? generated!);
  } catch (error) {
    // Another process of the same server created it a moment ago.
    if (error instanceof IdentityError && error.code === "EMAIL_EXISTS") return;
    throw error;
  }
  const firstAdmin = passwordFile === PASSWORD_FILE;
  await accountStore().record(created.id, created.email, "editor", {
    firstAdmin,
  });
  const what = firstAdmin
    ? "the first admin account"
    : "the editor account (ADMIN_EMAILS)";
  if (!generated) {
    print(`[accounts] Created ${what}: ${created.email}`);
    return;
  }
  requirePasswordChange(created.email);
  const file = dataPath(passwordFile);
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
    `[accounts] Created ${what}: ${created.email}. Its password is in ${file} (readable by this server's user only).`,
  );
}

// Flushed: this file is the only place the password exists. An older file is removed rather than
// rewritten under its old mode.
function writePrivately(file: string, content: string): void {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, content, {
    mode: PRIVATE_FILE,
    flag: "wx",
    flush: true,
  });
  const dir = fs.openSync(path.dirname(file), "r");
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}
