import { db } from "@/lib/db";
import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import type { Documents } from "@/lib/documents/types";
import { newOrder, T0 } from "@/test/orders/order";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { createOrderStore, type OrderStore } from "./store";
import { tokenKey } from "./tokens";

const database = readerDatabaseForFile();

/** Everything the backend holds, as text: where a link's token must never be. */
const backends: [string, () => Documents, () => string][] = [
  [
    "local (SQLite)",
    () => createSqliteDocuments(),
    () =>
      JSON.stringify(db().prepare("SELECT path, value FROM documents").all()),
  ],
  [
    "firebase (Realtime Database REST)",
    () => createFirebaseDocuments(database.options()),
    () => JSON.stringify(database.fake().root),
  ],
];

describe.each(backends)("the order store on %s", (_name, make, everything) => {
  useTempDataDir();
  let docs: Documents;
  let store: OrderStore;
  beforeAll(() => {
    docs = make();
    store = createOrderStore(docs);
  });
  beforeEach(() => store.purgeCreatedBefore(new Date("9999-01-01")));

  it("keeps an order as it was made, under a short id, and lists newest first", async () => {
    const made = newOrder();
    const older = await store.add(made);
    const newer = await store.add(newOrder({ tracking: undefined }));
    expect(older.order.id).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(older.order).toEqual({ id: older.order.id, ...made });
    expect(await store.get(older.order.id)).toEqual(older.order);
    expect(await store.list()).toEqual([newer.order, older.order]);
    expect(await store.get("NO-SUCH")).toBeNull();
    expect(await store.get("a/b.c")).toBeNull();
  });

  it("finds an order by its link's token, and by nothing else; the token itself is never stored", async () => {
    const { order, token } = await store.add(newOrder());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.byToken(token)).toEqual(order);
    // Another token one character away (the first: all six of its bits count, while a 32-byte
    // token's last character carries four and is "A" one time in sixteen).
    const other = `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;
    expect(await store.byToken(other)).toBeNull();
    expect(await store.byToken(order.id)).toBeNull();
    expect(everything()).not.toContain(token);
    expect(everything()).toContain(tokenKey(token));
  });

  it("a new link ends the one before", async () => {
    const { order, token } = await store.add(newOrder());
    const again = await store.newLink(order.id);
    expect(again).not.toBeNull();
    expect(again).not.toBe(token);
    expect(await store.byToken(token)).toBeNull();
    expect(await store.byToken(again!)).toEqual(order);
    expect(everything()).not.toContain(tokenKey(token));
    expect(await store.newLink("NO-SUCH")).toBeNull();
  });

  it("a link's key left pointing at an order whose link changed opens nothing", async () => {
    const { order, token } = await store.add(newOrder());
    const later = await store.newLink(order.id);
    // As if the old key's removal had failed.
    await docs.patch("orderTokens", { [tokenKey(token)]: order.id });
    expect(await store.byToken(token)).toBeNull();
    expect(await store.byToken(later!)).toEqual(order);
  });

  it("changes an order by compare-and-set, keeping its link; a step that answers no order writes nothing", async () => {
    const { order, token } = await store.add(newOrder());
    const paid = { ...order, state: "paid" as const };
    expect(
      await store.change(order.id, (o) => ({
        order: { ...o, state: "paid" },
        result: o.state,
      })),
    ).toBe("sent");
    expect(await store.get(order.id)).toEqual(paid);
    expect(await store.byToken(token)).toEqual(paid);
    expect(await store.change(order.id, (o) => ({ result: o.state }))).toBe(
      "paid",
    );
    expect(await store.get(order.id)).toEqual(paid);
    expect(await store.change("NO-SUCH", () => ({ result: 1 }))).toBeNull();
  });

  it("two changes at once both land: neither overwrites the other", async () => {
    const { order } = await store.add(newOrder());
    const bump = () =>
      store.change(order.id, (o) => ({
        order: {
          ...o,
          checkout: { attempts: (o.checkout?.attempts ?? 0) + 1 },
        },
        result: undefined,
      }));
    await Promise.all([bump(), bump(), bump()]);
    expect((await store.get(order.id))!.checkout).toEqual({ attempts: 3 });
  });

  it("keeps optional parts (tracking, payment, problems) through a round trip", async () => {
    const { order } = await store.add(newOrder());
    const full = {
      ...order,
      state: "shipped" as const,
      tracking: "https://tracking.example/1Z999",
      payment: {
        by: "card" as const,
        at: T0.toISOString(),
        session: "cs_test_1",
      },
      checkout: { attempts: 2, session: "cs_test_1" },
      stockLowered: true,
      problems: [
        {
          at: T0.toISOString(),
          kind: "paidTwice" as const,
          event: "evt_1",
          amount: 4650,
          currency: "EUR",
        },
      ],
    };
    await store.change(order.id, () => ({ order: full, result: undefined }));
    expect(await store.get(order.id)).toEqual(full);
  });

  it("skips a record it cannot read instead of showing it half", async () => {
    const { order } = await store.add(newOrder());
    await docs.patch("orders", { BROKEN12: { state: "paid", total: "lots" } });
    expect((await store.list()).map((o) => o.id)).toEqual([order.id]);
    expect(await store.get("BROKEN12")).toBeNull();
    await docs.patch("orders", { BROKEN12: null });
  });

  it("deletes orders made before a date, with their links; younger ones stay", async () => {
    const old = await store.add(
      newOrder({ createdAt: "2015-01-01T00:00:00.000Z" }),
    );
    const young = await store.add(
      newOrder({ createdAt: "2024-01-01T00:00:00.000Z" }),
    );
    expect(await store.purgeCreatedBefore(new Date("2016-01-01"))).toBe(1);
    expect((await store.list()).map((o) => o.id)).toEqual([young.order.id]);
    expect(await store.byToken(old.token)).toBeNull();
    expect(everything()).not.toContain(tokenKey(old.token));
    expect(await store.byToken(young.token)).toEqual(young.order);
    expect(await store.purgeCreatedBefore(new Date("2016-01-01"))).toBe(0);
  });

  it("records each payment event once under its id, and forgets old ones", async () => {
    const record = {
      at: T0.toISOString(),
      type: "checkout.session.completed",
      order: "ABCDEFGH",
      outcome: "paid",
    };
    expect(await store.events.get("evt_1")).toBeNull();
    await store.events.record("evt_1", record);
    await store.events.record("evt_2", {
      ...record,
      at: "2026-06-01T00:00:00.000Z",
      order: undefined,
    });
    expect(await store.events.get("evt_1")).toEqual(record);
    expect(await store.events.get("evt_2")).toEqual({
      ...record,
      at: "2026-06-01T00:00:00.000Z",
      order: undefined,
    });
    expect(await store.events.get("evt/../x")).toBeNull();
    expect(await store.events.purgeBefore(new Date("2026-04-01"))).toBe(1);
    expect(await store.events.get("evt_1")).toBeNull();
    expect(await store.events.get("evt_2")).not.toBeNull();
  });
});
