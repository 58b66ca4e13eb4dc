import "server-only";
import { randomBytes } from "node:crypto";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { update } from "@/lib/documents/types";
import { env } from "@/lib/env";

/*
 * A generated key stays with the instance, in the embedded database's
 * documents whatever DATA_BACKEND says (as the rate limits do): it was always
 * kept in DATA_DIR, and a remote database would need a rule of its own.
 */
const docs = createSqliteDocuments();
const AUTH_SECRET_PATH = "settings/authSecret";

/**
 * The key that encrypts session cookies. NEXTAUTH_SECRET wins; otherwise one
 * is generated on first use and kept in DATA_DIR, so `npm start` works with no
 * configuration and sessions survive a restart.
 */
export async function authSecret(): Promise<string> {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  // When another process made it first, theirs is kept and read back.
  return update<string, string>(
    docs,
    AUTH_SECRET_PATH,
    (kept) => {
      if (kept) return { result: kept };
      const made = randomBytes(32).toString("base64url");
      return { value: made, result: made };
    },
    { attempts: 5, busy: "The session key could not be read" },
  );
}
