import "server-only";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import { createReaderToken } from "./reader";
import { createFirebaseDocuments } from "./firebase";
import { createSqliteDocuments } from "./sqlite";
import type { Documents } from "./types";

export * from "./types";

/** One per process, so the reader account signs in once per process, whoever asks. */
export function documents(): Documents {
  const e = env();
  const key = `${e.DATA_BACKEND}|${e.FIREBASE_DATABASE_URL ?? ""}|${e.FIREBASE_DATABASE_EMULATOR_HOST ?? ""}`;
  return perProcess("documents", key, () => {
    if (e.DATA_BACKEND !== "firebase") return createSqliteDocuments();
    const reader = {
      apiKey: e.FIREBASE_API_KEY,
      email: e.DATA_READER_EMAIL,
      password: e.DATA_READER_PASSWORD,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    };
    return createFirebaseDocuments({
      // Required by the env checks whenever DATA_BACKEND=firebase.
      databaseUrl: e.FIREBASE_DATABASE_URL!,
      emulatorHost: e.FIREBASE_DATABASE_EMULATOR_HOST,
      readerToken: perProcess("readerToken", JSON.stringify(reader), () =>
        createReaderToken(reader),
      ),
    });
  });
}
