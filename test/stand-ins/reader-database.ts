import type { ReaderDatabaseOptions } from "@/lib/documents/firebase";
import { createReaderToken } from "@/lib/documents/reader";
import { startFakeFirebase, type FakeFirebase } from "./firebase-database";

const READER = "reader@halabi-soap.example.com";

/**
 * Call at the top of a contract suite: a Realtime Database stand-in for the
 * test file with the server's reader account; `options()` reaches it as a
 * Firebase store would.
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
    options: (): ReaderDatabaseOptions => ({
      databaseUrl:
        "https://halabi-test-default-rtdb.europe-west1.firebasedatabase.app",
      emulatorHost: fake.host,
      readerToken: createReaderToken({
        apiKey: "test-key",
        email: READER,
        password: "reader-pass",
        authEmulatorHost: fake.host,
      }),
    }),
  };
}
