import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import type { Documents } from "@/lib/documents/types";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { isCodeShaped, printedCode, typedCode } from "./recovery-code-format";
import { recoveryCodes } from "./recovery-codes";

const database = readerDatabaseForFile();
const backends: [string, () => Documents][] = [
  ["SQLite", () => createSqliteDocuments()],
  [
    "Firebase (Realtime Database REST)",
    () => createFirebaseDocuments(database.options()),
  ],
];

describe.each(backends)("recovery codes: %s", (_name, make) => {
  useTempDataDir();
  let codes: ReturnType<typeof recoveryCodes>;
  let docs: Documents;
  beforeAll(() => {
    docs = make();
    codes = recoveryCodes(docs);
  });

  test("makes 8 distinct codes, keeps only their hashes, and each works once", async () => {
    const set = await codes.replace("a1");
    expect(set).toHaveLength(8);
    expect(new Set(set).size).toBe(8);
    expect(set.every(isCodeShaped)).toBe(true);
    const stored = JSON.stringify(await docs.list("recoveryCodes"));
    for (const code of set) expect(stored).not.toContain(code);
    expect(await codes.remaining("a1")).toBe(8);
    expect(await codes.take("a1", set[0]!)).toBe(true);
    expect(await codes.take("a1", set[0]!)).toBe(false);
    expect(await codes.remaining("a1")).toBe(7);
    // One account's code is no other account's.
    expect(await codes.take("a2", set[1]!)).toBe(false);
  });

  test("a new set replaces the old one", async () => {
    const old = await codes.replace("b1");
    const fresh = await codes.replace("b1");
    expect(await codes.take("b1", old[0]!)).toBe(false);
    expect(await codes.take("b1", fresh[0]!)).toBe(true);
    expect(await codes.remaining("b1")).toBe(7);
  });

  test("of two uses at once, only one succeeds; the last use empties the set", async () => {
    const [first, ...others] = await codes.replace("c1");
    const both = await Promise.all([
      codes.take("c1", first!),
      codes.take("c1", first!),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    for (const code of others) expect(await codes.take("c1", code)).toBe(true);
    expect(await codes.remaining("c1")).toBe(0);
  });
});

test("a code reads back as printed, in any case, with look-alike letters", () => {
  const code = "7K2M9XQ4HRTWZ3N0";
  expect(printedCode(code)).toBe("7K2M-9XQ4-HRTW-Z3N0");
  expect(typedCode(" 7k2m 9xq4-hrtw-z3no ")).toBe(code);
  expect(typedCode("1ILi")).toBe("1111");
  expect(isCodeShaped(code)).toBe(true);
  expect(isCodeShaped("7K2M9XQ4HRTWZ3NU")).toBe(false);
  expect(isCodeShaped("7K2M9XQ4HRTWZ3N")).toBe(false);
});
