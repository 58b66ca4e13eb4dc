import { createReaderToken } from "@/lib/documents/reader";
import {
  startFakeFirebase,
  type FakeFirebase,
} from "@/test/stand-ins/firebase-database";
import { resetEnvForTests } from "@/lib/env";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { accountStore } from "./index";
import { createAccountStore } from "./store";

const DB_URL =
  "https://halabi-acc-default-rtdb.europe-west1.firebasedatabase.app";
const READER = "reader@halabi-soap.example.com";
let fake: FakeFirebase;

beforeEach(async () => {
  fake = await startFakeFirebase();
  fake.accounts.set(READER, "reader-pass");
});
afterEach(() => fake.stop());

const storeOn = (emulatorHost: string) =>
  createAccountStore(
    createFirebaseDocuments({
      databaseUrl: DB_URL,
      emulatorHost,
      readerToken: createReaderToken({
        apiKey: "k",
        email: READER,
        password: "reader-pass",
        authEmulatorHost: fake.host,
      }),
    }),
  );

describe("the account store on the Realtime Database", () => {
  it("keeps each account as { email, role, disabled, sessionsValidAfter }", async () => {
    await storeOn(fake.host).record("uid-1", "a@example.com");
    expect(fake.root.accounts).toEqual({
      "uid-1": {
        email: "a@example.com",
        role: "member",
        disabled: false,
        sessionsValidAfter: 0,
      },
    });
  });

  it("really races two demotions: both write, the loser re-reads and is refused", async () => {
    const store = storeOn(fake.host);
    await store.record("e1", "e1@example.com", "editor");
    await store.record("e2", "e2@example.com", "editor");
    fake.requests.length = 0;
    const outcomes = await Promise.allSettled([
      store.update("e1", { role: "member" }),
      store.update("e2", { role: "member" }),
    ]);
    const puts = fake.requests.filter(
      (r) => r.method === "PUT" && r.path === "/accounts.json",
    );
    expect(puts).toHaveLength(2); // the second one answered 412
    expect(outcomes.map((o) => o.status).sort()).toEqual([
      "fulfilled",
      "rejected",
    ]);
    const editors = (await store.list()).filter((a) => a.role === "editor");
    expect(editors).toHaveLength(1);
  });

  it("finds no account by an id the database would read as another path", async () => {
    const store = storeOn(fake.host);
    for (const id of ["a.b", "a/b", "a#b", "a$b", "a[b]", ""]) {
      expect(await store.get(id)).toBeNull();
      await expect(store.update(id, { role: "editor" })).rejects.toMatchObject({
        name: "NotFoundError",
      });
    }
  });

  it("hashes a session id that is not a valid key, and still finds it", async () => {
    const store = storeOn(fake.host);
    await store.revokeSession("odd/session.id", Date.now() + 60_000);
    expect(await store.isRevoked("odd/session.id")).toBe(true);
    expect(await store.isRevoked("odd")).toBe(false);
    const keys = Object.keys(fake.root.endedSessions as object);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^~[\w-]+$/);
  });

  it("drops ended sessions whose expiry has passed when writing a new one", async () => {
    fake.set("endedSessions/old", Date.now() - 1000);
    fake.set("endedSessions/live", Date.now() + 60_000);
    await storeOn(fake.host).revokeSession("new", Date.now() + 60_000);
    expect(Object.keys(fake.root.endedSessions as object).sort()).toEqual([
      "live",
      "new",
    ]);
  });

  it("reports an unreachable database as StoreUnavailableError", async () => {
    const store = storeOn("127.0.0.1:1");
    await expect(store.list()).rejects.toMatchObject({
      name: "StoreUnavailableError",
      status: 0,
    });
  });

  it("builds itself from the environment, sharing the catalogue's reader", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      FIREBASE_DATABASE_URL: DB_URL,
      FIREBASE_DATABASE_EMULATOR_HOST: fake.host,
      FIREBASE_AUTH_EMULATOR_HOST: fake.host,
      FIREBASE_API_KEY: "k",
      DATA_READER_EMAIL: READER,
      DATA_READER_PASSWORD: "reader-pass",
      DATA_BACKEND: "firebase",
    });
    resetEnvForTests();
    try {
      await accountStore().record("env-1", "env@example.com");
      await accountStore().get("env-1");
      expect(fake.signIns).toBe(1);
      const write = fake.requests.find((r) => r.method === "PUT")!;
      expect(write.search.get("ns")).toBe("halabi-acc-default-rtdb");
      expect(fake.root.accounts).toHaveProperty("env-1");
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });
});
