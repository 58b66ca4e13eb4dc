import "server-only";
import { randomBytes } from "node:crypto";
import { getOrCreateSetting } from "@/lib/db";
import { env } from "@/lib/env";

/**
 * The key that encrypts session cookies. NEXTAUTH_SECRET wins; otherwise one
 * is generated on first use and kept in DATA_DIR, so `npm start` works with no
 * configuration and sessions survive a restart.
 */
export function authSecret(): string {
  return (
    env().NEXTAUTH_SECRET ??
    getOrCreateSetting("auth.nextauth-secret", () =>
      randomBytes(32).toString("base64url"),
    ).value
  );
}
