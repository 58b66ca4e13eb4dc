import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { accountExists, countAccounts, createAccount } from "./local";
import { IdentityError } from "./types";

export const DEFAULT_ADMIN_EMAIL = "admin@halabi-soap.local";

/**
 * Start-up step of the local identity backend: the first admin account.
 * ADMIN_EMAIL names it (default admin@halabi-soap.local, created only while
 * there is no account at all); ADMIN_PASSWORD sets its password, otherwise one
 * is generated and printed this once. An existing account is never changed.
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
  let created: { email: string };
  try {
    created = await createAccount(email, config.ADMIN_PASSWORD ?? generated!);
  } catch (error) {
    // Another process of the same server created it a moment ago.
    if (error instanceof IdentityError && error.code === "EMAIL_EXISTS") return;
    throw error;
  }
  if (generated)
    print(
      [
        `[accounts] Created the first admin account: ${created.email}`,
        `[accounts] Its generated password (shown only this once): ${generated}`,
        "[accounts] Sign in at /login; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.",
      ].join("\n"),
    );
  else print(`[accounts] Created the first admin account: ${created.email}`);
}
