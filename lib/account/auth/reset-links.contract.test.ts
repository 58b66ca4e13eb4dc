import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import type { Documents } from "@/lib/documents/types";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { RESET_LINK_MS, resetLinks } from "./reset-links";

const database = readerDatabaseForFile();
const backends: [string, () => Documents][] = [
  ["SQLite", () => createSqliteDocuments()],
  [
    "Firebase (Realtime Database REST)",
    () => createFirebaseDocuments(database.options()),
  ],
];

describe.each(backends)("password-reset links: %s", (_name, make) => {
  useTempDataDir();
  let links: ReturnType<typeof resetLinks>;
  let docs: Documents;
  beforeAll(() => {
    docs = make();
    links = resetLinks(docs);
  });
  const tokenOf = (url: string) => url.split("#")[1]!;

  test("keeps only a hash of the token, and gives the link up once", async () => {
    const { url } = await links.create("a1", "amal@example.com");
    const token = tokenOf(url);
    expect(JSON.stringify(await docs.list("passwordResets"))).not.toContain(
      token,
    );
    expect(await links.peek(token)).toMatchObject({ accountId: "a1" });
    expect(await links.take(token)).toMatchObject({
      accountId: "a1",
      email: "amal@example.com",
    });
    expect(await links.take(token)).toBeNull();
    expect(await links.peek(token)).toBeNull();
  });

  test("of two uses at once, only one gets the account", async () => {
    const token = tokenOf((await links.create("a2", "nour@example.com")).url);
    const both = await Promise.all([links.take(token), links.take(token)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  test("refuses a link past its 30 minutes, and drops it when the next is made", async () => {
    const old = tokenOf(
      (await links.create("a3", "old@example.com", Date.now() - RESET_LINK_MS))
        .url,
    );
    expect(await links.peek(old)).toBeNull();
    await links.create("a4", "new@example.com");
    expect(await links.take(old)).toBeNull();
    const left = Object.values(
      await docs.list<{ accountId: string }>("passwordResets"),
    ).map((l) => l.accountId);
    expect(left).not.toContain("a3");
  });
});
