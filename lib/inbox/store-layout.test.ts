import { createReaderToken } from "@/lib/documents/reader";
import {
  startFakeFirebase,
  type FakeFirebase,
} from "@/test/stand-ins/firebase-database";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createMessageStore } from "./store";

const READER = "reader@halabi-soap.example.com";
let fake: FakeFirebase;

beforeEach(async () => {
  fake = await startFakeFirebase();
  fake.accounts.set(READER, "reader-pass");
});
afterEach(() => fake.stop());

const storeOn = (emulatorHost: string) =>
  createMessageStore(
    createFirebaseDocuments({
      databaseUrl:
        "https://halabi-msg-default-rtdb.europe-west1.firebasedatabase.app",
      emulatorHost,
      readerToken: createReaderToken({
        apiKey: "k",
        email: READER,
        password: "reader-pass",
        authEmulatorHost: fake.host,
      }),
    }),
  );

const message = {
  id: "m-1",
  receivedAt: "2026-03-01T10:00:00.000Z",
  name: "Amal",
  email: "amal@example.com",
  phone: "",
  message: "Do you ship to Lyon?",
  read: false,
  delivery: { state: "stored" as const, attempts: 0 },
};

describe("the message store on the Realtime Database", () => {
  it("keeps each message as one document under messages/<id>, the claim beside it", async () => {
    await storeOn(fake.host).add(
      { ...message, delivery: { state: "pending", attempts: 0 } },
      new Date("2026-03-01T10:10:00.000Z"),
    );
    expect(fake.root.messages).toEqual({
      "m-1": {
        receivedAt: "2026-03-01T10:00:00.000Z",
        name: "Amal",
        email: "amal@example.com",
        phone: "",
        message: "Do you ship to Lyon?",
        read: false,
        delivery: { state: "pending", attempts: 0 },
        claimedUntil: Date.parse("2026-03-01T10:10:00.000Z"),
      },
    });
    const after = await storeOn(fake.host).recordDelivery("m-1", {
      state: "delivered",
      attempts: 1,
    });
    expect(after).not.toHaveProperty("claimedUntil");
    expect(fake.root.messages).not.toHaveProperty("m-1.claimedUntil");
  });

  it("reads an order list the database answers as numbered keys, in order", async () => {
    const list = [
      { name: "Soap", amount: 2 },
      { name: "Oil", amount: 0.5 },
    ];
    fake.set("messages/m-1", {
      ...message,
      list: { "1": list[1], "0": list[0] },
    });
    expect((await storeOn(fake.host).get("m-1"))?.list).toEqual(list);
  });

  it("reads a record edited by hand without failing the list", async () => {
    fake.set("messages/odd", { name: 42, read: "yes", delivery: "?" });
    fake.set("messages/junk", "not a message");
    expect(await storeOn(fake.host).list()).toEqual([
      {
        id: "odd",
        receivedAt: "",
        name: "",
        email: "",
        phone: "",
        message: "",
        read: false,
        delivery: { state: "stored", attempts: 0 },
      },
    ]);
  });

  it("never asks the database about ids it would read as another path", async () => {
    const store = storeOn(fake.host);
    fake.requests.length = 0;
    for (const id of ["a.b", "a/b", "a#b", "a$b", "a[b]", ""]) {
      expect(await store.get(id)).toBeNull();
      expect(await store.setRead(id, true)).toBeNull();
      expect(await store.remove(id)).toBe(false);
      expect(await store.restart(id, new Date(), new Date())).toBeNull();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("reports an unreachable database as StoreUnavailableError", async () => {
    await expect(storeOn("127.0.0.1:1").list()).rejects.toMatchObject({
      name: "StoreUnavailableError",
      status: 0,
    });
  });
});
