// Both message stores, and messages to put in them, for the contract suites.
import { createReaderToken } from "@/lib/products/firebase-reader";
import {
  startFakeFirebase,
  type FakeFirebase,
} from "@/test/stand-ins/firebase-database";
import { createFirebaseMessageStore } from "@/lib/messages/firebase-store";
import { createLocalMessageStore } from "@/lib/messages/local-store";
import type {
  Delivery,
  MessageStore,
  StoredMessage,
} from "@/lib/messages/types";

/**
 * Call at the top of a contract suite: a Realtime Database stand-in for the
 * file, and the two backends to run the suite against.
 */
export function messageBackends(): [string, () => MessageStore][] {
  let fake: FakeFirebase;
  beforeAll(async () => {
    fake = await startFakeFirebase();
    fake.accounts.set("reader@halabi-soap.example.com", "reader-pass");
  });
  afterAll(() => fake.stop());
  return [
    ["local (SQLite)", () => createLocalMessageStore()],
    [
      "firebase (Realtime Database REST)",
      () =>
        createFirebaseMessageStore({
          databaseUrl:
            "https://halabi-test-default-rtdb.europe-west1.firebasedatabase.app",
          emulatorHost: fake.host,
          readerToken: createReaderToken({
            apiKey: "test-key",
            email: "reader@halabi-soap.example.com",
            password: "reader-pass",
            authEmulatorHost: fake.host,
          }),
        }),
    ],
  ];
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
export const emptyStore = (store: () => MessageStore) =>
  beforeEach(async () => {
    await store().purgeReceivedBefore(new Date("9999-01-01T00:00:00Z"));
  });
