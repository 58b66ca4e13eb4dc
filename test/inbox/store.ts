// Both message stores, and messages to put in them, for the contract suites.
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { createMessageStore, type MessageStore } from "@/lib/inbox/store";
import type { Delivery, StoredMessage } from "@/lib/inbox/types";

/**
 * Runs `suite` on both documents (SQLite, and Firebase against a stand-in
 * for the file), on a fresh DATA_DIR and an emptied store each case.
 */
export function eachMessageStore(
  title: string,
  suite: (store: () => MessageStore) => void,
) {
  const database = readerDatabaseForFile();
  const backends: [string, () => MessageStore][] = [
    ["SQLite", () => createMessageStore(createSqliteDocuments())],
    [
      "Firebase (Realtime Database REST)",
      () => createMessageStore(createFirebaseDocuments(database.options())),
    ],
  ];
  describe.each(backends)(`${title}: %s`, (_name, make) => {
    useTempDataDir();
    let store: MessageStore;
    beforeAll(() => {
      store = make();
    });
    beforeEach(async () => {
      await store.purgeReceivedBefore(new Date("9999-01-01T00:00:00Z"));
    });
    suite(() => store);
  });
}

export const T0 = new Date("2026-03-01T10:00:00.000Z");
export const at = (minutes: number) =>
  new Date(T0.getTime() + minutes * 60_000);

let serial = 0;
export function message(
  delivery: Delivery = { state: "stored", attempts: 0 },
  patch: Partial<StoredMessage> = {},
): StoredMessage {
  serial += 1;
  return {
    id: `m-${serial}-${Math.random().toString(36).slice(2, 8)}`,
    receivedAt: T0.toISOString(),
    name: `Visitor ${serial}`,
    email: `visitor${serial}@example.com`,
    phone: "",
    message: `Message ${serial}\nwith two lines`,
    read: false,
    delivery,
    ...patch,
  };
}

export const pending = (dueAt: Date): Delivery => ({
  state: "pending",
  attempts: 0,
  nextAttemptAt: dueAt.toISOString(),
});

export const ids = (list: StoredMessage[]) => list.map((m) => m.id).sort();

/** An empty store before each case (the purge is part of the contract too). */
