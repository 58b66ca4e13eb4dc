import { useTempDataDir } from "@/test/temp-data-dir";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { createFirebaseDocuments } from "./firebase";
import { createSqliteDocuments } from "./sqlite";
import {
  ConflictError,
  putOrConflict,
  toEtagVersion,
  update,
  type Documents,
} from "./types";

const database = readerDatabaseForFile();

const implementations: [string, () => Documents][] = [
  ["SQLite", () => createSqliteDocuments()],
  [
    "Firebase (Realtime Database REST)",
    () => createFirebaseDocuments(database.options()),
  ],
];

/*
 * What every store may rely on, whichever database keeps the documents. The
 * database is shared by the file's tests: each test writes under its own path.
 */
describe.each(implementations)("documents contract: %s", (_name, make) => {
  useTempDataDir();

  let docs: Documents;
  beforeAll(() => {
    docs = make();
  });

  it("reads an absent document as null, with a version to create it at", async () => {
    const absent = await docs.get("a/doc");
    expect(absent.value).toBeNull();
    const created = await docs.putIfMatch("a/doc", { n: 1 }, absent.version);
    expect(created).not.toBeNull();
    expect(await docs.get("a/doc")).toEqual({
      value: { n: 1 },
      version: created,
    });
  });

  it("writes only at the version read, and deletes with null", async () => {
    const { version } = await docs.get("b/doc");
    const first = await docs.putIfMatch("b/doc", "one", version);
    expect(await docs.putIfMatch("b/doc", "stale", version)).toBeNull();
    expect((await docs.get("b/doc")).value).toBe("one");
    const second = await docs.putIfMatch("b/doc", "two", first!);
    expect(second).not.toBe(first);
    await docs.putIfMatch("b/doc", null, second!);
    expect((await docs.get("b/doc")).value).toBeNull();
  });

  it("gives lists back as arrays in their order, at any depth", async () => {
    const value = { lines: [{ name: "Olive", amount: 2 }], tags: ["x", "y"] };
    const { version } = await docs.get("c/doc");
    await docs.putIfMatch("c/doc", [value, value], version);
    expect((await docs.get("c/doc")).value).toEqual([value, value]);
  });

  it("lists a path's children by key, numeric keys included", async () => {
    await docs.patch("d", { x: { a: 1 }, "7": 3 });
    await docs.patch("d0", { y: 1 });
    expect(await docs.list("d")).toEqual({ x: { a: 1 }, "7": 3 });
    expect(await docs.list("d/none")).toEqual({});
    await docs.patch("d", { x: null });
    expect(await docs.get("d/x")).toMatchObject({ value: null });
    expect(await docs.list("d")).toEqual({ "7": 3 });
  });

  it("patches documents deeper down in one write", async () => {
    await docs.patch("e", { "x/one": 1, "y/two": [2] });
    expect((await docs.get("e/x/one")).value).toBe(1);
    expect((await docs.get("e/y/two")).value).toEqual([2]);
    await docs.patch("e", { "x/one": null });
    expect(await docs.list("e/x")).toEqual({});
  });

  it("updates by compare-and-set without losing a concurrent change", async () => {
    const bump = () =>
      update<number, number>(
        docs,
        "f/counter",
        (n) => ({ value: (n ?? 0) + 1, result: (n ?? 0) + 1 }),
        { attempts: 20, busy: "busy" },
      );
    const results = await Promise.all([bump(), bump(), bump(), bump()]);
    expect(results.sort()).toEqual([1, 2, 3, 4]);
    expect((await docs.get("f/counter")).value).toBe(4);
    // A step that declines writes nothing.
    const same = await update<number, string>(
      docs,
      "f/counter",
      () => ({ result: "unchanged" }),
      { attempts: 1, busy: "busy" },
    );
    expect(same).toBe("unchanged");
  });

  it("answers 503 with the busy message once every round was lost", async () => {
    const racing: Documents = { ...docs, putIfMatch: async () => null };
    await expect(
      update(racing, "g/doc", () => ({ value: 1, result: 1 }), {
        attempts: 3,
        busy: "too many at once",
      }),
    ).rejects.toMatchObject({
      name: "StoreUnavailableError",
      status: 503,
      message: "too many at once",
    });
  });

  it("saves from a client's version, or names the version stored now when it moved", async () => {
    const unsaved = toEtagVersion((await docs.get("j/doc")).version);
    const first = await putOrConflict(docs, "j/doc", 1, unsaved, "moved");
    expect(first).not.toBe(unsaved);
    const now = await putOrConflict(docs, "j/doc", 2, first, "moved");
    const stale = await putOrConflict(docs, "j/doc", 3, first, "moved").catch(
      (error: unknown) => error,
    );
    expect(stale).toBeInstanceOf(ConflictError);
    expect(stale).toMatchObject({
      message: "moved",
      current: { version: now },
    });
    expect((await docs.get("j/doc")).value).toBe(2);
  });

  it("writes as a signed-in writer when given one", async () => {
    const writer = docs.withToken(await signedInToken());
    const { version } = await writer.get("h/doc");
    expect(await writer.putIfMatch("h/doc", 1, version)).not.toBeNull();
    expect((await docs.get("h/doc")).value).toBe(1);
  });
});

/** A provider ID token of an account the stand-in knows (SQLite ignores it). */
async function signedInToken(): Promise<string> {
  const fake = database.fake();
  fake.accounts.set("writer@example.com", "pw");
  const res = await fetch(
    `${fake.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`,
    {
      method: "POST",
      body: JSON.stringify({ email: "writer@example.com", password: "pw" }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

describe("Firebase documents", () => {
  const docs = () => createFirebaseDocuments(database.options());

  it("reads lists Firebase keeps as numeric keys (sparse ones too) as arrays", async () => {
    database.fake().set("i/doc", { "3": "c", "0": "a", x: { "1": "b" } });
    expect((await docs().get("i/doc")).value).toEqual({
      "0": "a",
      "3": "c",
      x: ["b"],
    });
    database.fake().set("i/list", { "5": "late", "1": "early" });
    expect((await docs().get("i/list")).value).toEqual(["early", "late"]);
  });

  it("sends the writer's token instead of the reader's", async () => {
    const token = await signedInToken();
    await docs().withToken(token).patch("j", { a: 1 });
    const patch = database.fake().requests.at(-1)!;
    expect(patch).toMatchObject({ method: "PATCH", path: "/j.json" });
    expect(patch.search.get("auth")).toBe(token);
  });
});
