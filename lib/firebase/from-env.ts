import "server-only";
import { createReaderToken } from "@/lib/products/firebase-reader";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import type { ReaderDatabaseOptions } from "@/lib/documents/firebase";

type ReaderToken = ReaderDatabaseOptions["readerToken"];

/**
 * The server's reader account (CATALOG_READER_EMAIL/PASSWORD), one per
 * process: the catalogue and the account store share its sign-in and token.
 */
function readerTokenFromEnv(): ReaderToken {
  const e = env();
  const options = {
    apiKey: e.FIREBASE_API_KEY,
    email: e.CATALOG_READER_EMAIL,
    password: e.CATALOG_READER_PASSWORD,
    authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
  };
  return perProcess("readerToken", JSON.stringify(options), () =>
    createReaderToken(options),
  );
}

/** The Realtime Database the environment names, with the reader token to reach it. */
export function databaseFromEnv(): ReaderDatabaseOptions {
  const e = env();
  return {
    // Required by the env checks whenever DATA_BACKEND=firebase.
    databaseUrl: e.FIREBASE_DATABASE_URL!,
    emulatorHost: e.FIREBASE_DATABASE_EMULATOR_HOST,
    readerToken: readerTokenFromEnv(),
  };
}
