// The catalogue on Firebase documents against a Realtime Database stand-in, for its unit tests.
import {
  createFirebaseDocuments,
  type ReaderDatabaseOptions,
} from "@/lib/documents/firebase";
import { createCatalogStore } from "@/lib/products/store";
import { createReaderToken } from "@/lib/documents/reader";
import {
  startFakeFirebase,
  type FakeFirebase,
} from "@/test/stand-ins/firebase-database";

const DB_URL =
  "https://halabi-shop-default-rtdb.europe-west1.firebasedatabase.app";

/** Call at the top of a test file: a fresh stand-in for each test, with a reader account. */
export function fakeCatalogDatabase() {
  let fake: FakeFirebase;
  beforeEach(async () => {
    fake = await startFakeFirebase();
    fake.accounts.set("reader@halabi-soap.example.com", "reader-pass");
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await fake.stop();
  });
  const reader = (
    extra: Partial<Parameters<typeof createReaderToken>[0]> = {},
  ) =>
    createReaderToken({
      apiKey: "key-1",
      email: "reader@halabi-soap.example.com",
      password: "reader-pass",
      authEmulatorHost: fake.host,
      ...extra,
    });
  const storeWith = (
    readerToken = reader(),
    where: Partial<ReaderDatabaseOptions> = { emulatorHost: fake.host },
  ) =>
    createCatalogStore(
      createFirebaseDocuments({ databaseUrl: DB_URL, readerToken, ...where }),
    );
  return {
    /** This test's stand-in. */
    get fake() {
      return fake;
    },
    reader,
    storeWith,
  };
}
