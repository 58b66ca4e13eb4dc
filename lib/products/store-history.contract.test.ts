import { useTempDataDir } from "@/test/temp-data-dir";
import { HISTORY_KEPT } from "./saved-history";
import type { CatalogSnapshot, CatalogStore } from "./store";
import { catalogBackends, fixture } from "@/test/products/contract-backends";

const { backends, fake } = catalogBackends();

const EDITOR = "amal@halabi-soap.example.com";

const namesOf = (products: { id: string; name: string }[]) =>
  products.map(({ id, name }) => ({ id, name }));

describe.each(backends)("catalogue history contract: %s", (name, make) => {
  useTempDataDir();

  let store: CatalogStore;
  let initial: CatalogSnapshot;
  beforeAll(async () => {
    // A Firebase database holds whatever the site found there: a catalogue
    // written before there was any history. SQLite starts from its seed.
    if (name.startsWith("firebase")) fake().set("products", fixture("old"));
    store = make();
    initial = await store.list();
  });

  const save = async (products: ReturnType<typeof fixture>, by?: string) =>
    store.replaceAll(products, (await store.list()).version, { savedBy: by });

  it("keeps the catalogue from before the first recorded save as a version without author", async () => {
    await save(fixture("a"), EDITOR);
    const entries = await store.history();
    expect(entries).toHaveLength(2);
    const [, first] = entries;
    expect(first!.savedBy || null).toBeNull();
    expect(first!.count).toBe(initial.products.length);
    expect(first!.names).toEqual(namesOf(initial.products));
    expect(await store.historyVersion(first!.version)).toEqual(
      initial.products,
    );
  });

  it("records who saved, when, how many products and the list itself", async () => {
    const before = Date.now();
    await save(fixture("b"), EDITOR);
    const after = Date.now();
    const [newest, previous] = await store.history();
    expect(newest).toMatchObject({ savedBy: EDITOR, count: 2 });
    expect(newest!.names).toEqual(namesOf(fixture("b")));
    expect(new Date(newest!.savedAt).toISOString()).toBe(newest!.savedAt);
    const at = Date.parse(newest!.savedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);
    expect(newest!.version).toBeGreaterThan(previous!.version);
    expect(await store.historyVersion(newest!.version)).toEqual(fixture("b"));
    expect(await store.historyVersion(previous!.version)).toEqual(fixture("a"));
  });

  it("has no author for a write that names none", async () => {
    await save(fixture("c"));
    const [newest] = await store.history();
    expect(newest!.savedBy || null).toBeNull();
  });

  it("keeps an empty list as a version of its own", async () => {
    await save([], EDITOR);
    const [newest] = await store.history();
    expect(newest).toMatchObject({ count: 0, names: [] });
    expect(await store.historyVersion(newest!.version)).toEqual([]);
  });

  it("answers null for a version it never kept", async () => {
    const [newest] = await store.history();
    expect(await store.historyVersion(newest!.version + 1)).toBeNull();
    expect(await store.historyVersion(987_654)).toBeNull();
    expect(await store.historyVersion(0)).toBeNull();
  });

  it("never keeps likes in the history", async () => {
    await save(fixture("d"), EDITOR);
    await store.like("olive-d");
    await save(
      fixture("e").map((p) => ({ ...p, likes: 7 })),
      EDITOR,
    );
    const [newest, previous] = await store.history();
    for (const entry of [newest!, previous!]) {
      expect(Object.keys(entry).sort()).toEqual(
        ["count", "names", "savedAt", "savedBy", "version"].sort(),
      );
      const products = await store.historyVersion(entry.version);
      expect(JSON.stringify(products)).not.toMatch(/likes/);
    }
    expect(await store.historyVersion(newest!.version)).toEqual(fixture("e"));
    expect((await store.likeCounts())["olive-d"]).toBe(1);
  });

  it(`keeps the newest ${HISTORY_KEPT} versions, newest first, once more were saved`, async () => {
    const [oldest] = (await store.history()).slice(-1);
    const tags = Array.from({ length: HISTORY_KEPT + 2 }, (_, i) => `n${i}`);
    for (const tag of tags) await save(fixture(tag), EDITOR);
    const entries = await store.history();
    expect(entries.length).toBeGreaterThanOrEqual(HISTORY_KEPT);
    const newest = entries.slice(0, HISTORY_KEPT);
    expect(newest.map((e) => e.names[0]!.name)).toEqual(
      tags
        .slice(-HISTORY_KEPT)
        .reverse()
        .map((t) => `Olive bar ${t}`),
    );
    for (let i = 1; i < entries.length; i++)
      expect(entries[i]!.version).toBeLessThan(entries[i - 1]!.version);
    expect(await store.historyVersion(newest.at(-1)!.version)).toEqual(
      fixture(tags.at(-HISTORY_KEPT)!),
    );
    // The catalogue from before the first save has been pruned by now.
    expect(await store.historyVersion(oldest!.version)).toBeNull();
  });
});
