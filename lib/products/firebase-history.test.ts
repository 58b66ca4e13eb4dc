import { fakeCatalogDatabase } from "@/test/products/fake-catalog-database";

const db = fakeCatalogDatabase();
const { reader, storeWith } = db;

describe("Firebase catalogue history", () => {
  it("keeps the history under catalogHistory, numbered in order, with the reader's token", async () => {
    db.fake.set("products", [
      { id: "old", name: "Old", imagePath: "/images/o.svg" },
    ]);
    const store = storeWith();
    const { version } = await store.list();
    const next = await store.replaceAll([], version, { savedBy: "e@x.com" });
    await store.replaceAll([], next);
    const history = db.fake.root.catalogHistory as Record<string, never>;
    expect(history.last).toBe(3);
    expect(Object.keys(history.entries)).toEqual([
      "v0000000001",
      "v0000000002",
      "v0000000003",
    ]);
    expect(history.entries["v0000000002"]).toMatchObject({
      savedBy: "e@x.com",
      count: 0,
    });
    expect(Object.keys(history.products)).toEqual(["v0000000001"]);
    const writes = db.fake.requests.filter(
      (r) => r.path.startsWith("/catalogHistory") && r.method !== "GET",
    );
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes)
      expect(db.fake.tokens.has(w.search.get("auth")!)).toBe(true);
  });

  it("lets a save stand when its history cannot be kept, and logs why", async () => {
    const errors = jest
      .spyOn(console, "error")
      .mockImplementation(() => undefined);
    const writer = await reader()();
    const { version } = await storeWith().list();
    const store = storeWith(async () => {
      throw new Error("no reader");
    });
    const next = await store.replaceAll([], version, { idToken: writer! });
    expect((await storeWith().list()).version).toBe(next);
    expect(db.fake.root.catalogHistory).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/history could not be written after a save/),
      "no reader",
    );
  });
});
