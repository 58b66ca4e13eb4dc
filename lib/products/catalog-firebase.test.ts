import { StoreUnavailableError, deniedBy } from "@/lib/documents/types";
import { fakeCatalogDatabase } from "@/test/products/fake-catalog-database";

const db = fakeCatalogDatabase();
const { reader, storeWith } = db;

describe("the catalogue on the Realtime Database", () => {
  it("talks to the emulator with the namespace from the database URL and the reader token", async () => {
    await storeWith().list();
    const request = db.fake.requests.find((r) => r.path === "/products.json")!;
    expect(request.search.get("ns")).toBe("halabi-shop-default-rtdb");
    expect(db.fake.tokens.has(request.search.get("auth")!)).toBe(true);
    const signIn = db.fake.requests.find((r) =>
      r.path.endsWith("accounts:signInWithPassword"),
    )!;
    expect(signIn.path).toBe(
      "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
    );
    expect(signIn.search.get("key")).toBe("key-1");
  });

  it("uses the database URL itself when no emulator is set", async () => {
    db.fake.publicReads = true;
    const store = storeWith(async () => null, {
      databaseUrl: `${db.fake.url}/`,
    });
    await store.list();
    expect(db.fake.requests.at(-1)!.path).toBe("/products.json");
    expect(db.fake.requests.at(-1)!.search.has("auth")).toBe(false);
  });

  it("reads a sparse list (an object with numeric keys) in index order", async () => {
    db.fake.set("products", {
      "7": {
        id: "late",
        name: "Late",
        imagePath: "/images/a.svg",
        ingredients: [],
      },
      "1": { id: "early", name: "Early", imagePath: "/images/b.svg" },
    });
    const { products } = await storeWith().list();
    expect(products.map((p) => p.id)).toEqual(["early", "late"]);
    expect(products[0]!.ingredients).toEqual([]);
  });

  it("gives records without an id a stable id, the same on every read", async () => {
    db.fake.set("products", [
      {
        name: "Old bar",
        description: "From the first site",
        ingredients: [{ name: "Olive oil", amount: 95 }],
      },
      { title: "Older bar" },
    ]);
    const first = (await storeWith().list()).products;
    const second = (await storeWith().list()).products;
    expect(first[0]!.id).toMatch(/^p-[a-z0-9]+$/);
    expect(first.map((p) => p.id)).toEqual(second.map((p) => p.id));
    expect(first[0]!.id).not.toBe(first[1]!.id);
    expect(first[1]).toMatchObject({
      name: "Older bar",
      ingredients: [],
      subtitle: "",
    });
    expect(first[0]!.ingredients).toEqual([{ name: "Olive oil", amount: 95 }]);
  });

  it("fails clearly when the database denies access (401 Permission denied)", async () => {
    const store = storeWith(async () => null);
    const failure = await store.list().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(deniedBy(failure as StoreUnavailableError)).toBe(true);
    expect((failure as Error).message).toContain("Permission denied");
  });

  it("signs the reader in once and reuses the token until it nearly expires", async () => {
    let now = 1_000_000;
    const token = reader({ now: () => now });
    const store = storeWith(token);
    await Promise.all([store.list(), store.list(), store.likeCounts()]);
    await store.list();
    expect(db.fake.signIns).toBe(1);
    now += 3600_000 - 30_000; // inside the renewal margin
    await store.list();
    expect(db.fake.signIns).toBe(2);
  });

  it("reports a reader whose password is wrong", async () => {
    const store = storeWith(reader({ password: "nope" }));
    await expect(store.list()).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS/);
  });

  it("writes with the writer's token when one is given, and only the product fields", async () => {
    // Without a reader the history cannot be kept: logged, and tested below.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const writer = await reader()();
    db.fake.requests.length = 0;
    const store = storeWith(async () => {
      throw new Error("the reader must not be used for this write");
    });
    const list = await storeWith().list();
    const product = {
      id: "x",
      name: "X",
      subtitle: "",
      description: "",
      imagePath: "/images/x.svg",
      ingredients: [{ name: "Olive oil", amount: 1 }],
      likes: 12,
    };
    await store.replaceAll([product], list.version, { idToken: writer! });
    const put = db.fake.requests.find(
      (r) => r.path === "/products.json" && r.method === "PUT",
    )!;
    expect(put.search.get("auth")).toBe(writer);
    expect(db.fake.root.products).toEqual({
      "0": {
        id: "x",
        name: "X",
        subtitle: "",
        description: "",
        imagePath: "/images/x.svg",
        ingredients: { "0": { name: "Olive oil", amount: 1 } },
      },
    });
  });

  it("reports an unreachable database", async () => {
    const store = storeWith(async () => null, {
      emulatorHost: "127.0.0.1:1",
    });
    await expect(store.list()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe("the catalogue history on the Realtime Database", () => {
  it("keeps the history under catalogHistory, numbered in order, with the reader's token", async () => {
    db.fake.set("products", [
      { id: "old", name: "Old", imagePath: "/images/o.svg" },
    ]);
    const store = storeWith();
    const { version } = await store.list();
    const next = await store.replaceAll([], version, { savedBy: "e@x.com" });
    // The Realtime Database keeps no empty list: the same [] again is a save of its own.
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
