import type { ReaderDatabaseOptions } from "@/lib/documents/firebase";
import { createReaderToken } from "@/lib/documents/reader";
import { startFakeFirebase, type FakeFirebase } from "./firebase-database";

const READER = "reader@halabi-soap.example.com";
const DATABASE_URL =
  "https://halabi-test-default-rtdb.europe-west1.firebasedatabase.app";

/**
 * Call at the top of a contract suite: a Realtime Database stand-in for the
 * test file with the server's reader account; `options()` reaches it as a
 * Firebase store would, `env()` is the server's configuration for it.
 */
export function readerDatabaseForFile() {
  let fake: FakeFirebase;
  beforeAll(async () => {
    fake = await startFakeFirebase();
    fake.accounts.set(READER, "reader-pass");
  });
  afterAll(() => fake.stop());
  return {
    fake: () => fake,
    reader: READER,
    options: (): ReaderDatabaseOptions => ({
      databaseUrl: DATABASE_URL,
      emulatorHost: fake.host,
      readerToken: createReaderToken({
        apiKey: "test-key",
        email: READER,
        password: "reader-pass",
        authEmulatorHost: fake.host,
      }),
    }),
    env: () => ({
      DATA_BACKEND: "firebase",
      FIREBASE_API_KEY: "test-key",
      FIREBASE_DATABASE_URL: DATABASE_URL,
      FIREBASE_DATABASE_EMULATOR_HOST: fake.host,
      FIREBASE_AUTH_EMULATOR_HOST: fake.host,
      DATA_READER_EMAIL: READER,
      DATA_READER_PASSWORD: "reader-pass",
    }),
  };
}
