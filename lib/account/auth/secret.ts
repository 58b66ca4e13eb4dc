import "server-only";
import { randomBytes } from "node:crypto";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { update } from "@/lib/documents/types";
import { env } from "@/lib/env";

// In the embedded database whatever DATA_BACKEND says: it was always kept in DATA_DIR, and a
// remote database would need a rule of its own.
const docs = createSqliteDocuments();
const AUTH_SECRET_PATH = "settings/authSecret";

// Unless NEXTAUTH_SECRET is set, generated on first use, so `npm start` works with no configuration
// and sessions survive a restart.
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
