import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { createCatalogStore } from "./store";
import { seedProducts } from "./seed";
import { buildForNode } from "@/test/products/build-for-node";
import { catalogVersion, KEEPER_ID } from "@/test/products/versioned-catalog";

/*
 * A process saving catalogue versions through the local store is killed with
 * SIGKILL mid-series; after "restart" (reopening the file) the catalogue must
 * be exactly one whole saved version and the database must be sound. Several
 * rounds run on the same file, each child carrying on from what survived.
 */

const ROUNDS = 4;
const LIKES = 3;

let work = "";
let command: string[] = [];
let file = "";

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-durability-"));
  command = buildForNode(
    path.join(__dirname, "..", "..", "test", "products", "save-loop.ts"),
    path.join(work, "build"),
  );
  file = path.join(work, "site.db");
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Runs the save loop and kills it once it has reported `after` saves; answers every version it reported. */
function saveUntilKilled(after: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...command, file], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk));
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
      if (out.split("\n").length > after) child.kill("SIGKILL");
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (signal !== "SIGKILL")
        return reject(new Error(`save loop ended (${code}): ${err}`));
      resolve(out.split("\n").filter(Boolean).map(Number));
    });
  });
}

/** Opens the file as a restarted server would, checks it, and answers what it holds. */
async function reopen() {
  const conn = openDatabase(file);
  try {
    expect(conn.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(conn.pragma("foreign_key_check")).toEqual([]);
    const store = createCatalogStore(
      createSqliteDocuments(() => conn),
      seedProducts,
    );
    const snapshot = await store.list();
    return { ...snapshot, likes: await store.likeCounts() };
  } finally {
    conn.close();
  }
}

it("after a SIGKILL mid-series the catalogue is exactly one saved version, likes intact", async () => {
  // Version 2 is ours (1 is the seed); its keeper collects some likes.
  {
    const conn = openDatabase(file);
    const store = createCatalogStore(
      createSqliteDocuments(() => conn),
      seedProducts,
    );
    await store.replaceAll(catalogVersion(2), (await store.list()).version);
    for (let i = 0; i < LIKES; i++) await store.like(KEEPER_ID);
    conn.close();
  }
  let last = 2;
  for (let round = 0; round < ROUNDS; round++) {
    const reported = await saveUntilKilled(15 + round * 13);
    // The child reported consecutive versions carrying on from the last survivor.
    expect(reported[0]).toBe(last + 1);
    expect(reported).toEqual(reported.map((_, i) => reported[0]! + i));
    const printed = reported.at(-1)!;
    const { version, products, likes } = await reopen();
    // The kill may land after a commit but before its line was written.
    expect([printed, printed + 1]).toContain(Number(version));
    expect(products).toEqual(catalogVersion(Number(version)));
    expect(likes).toEqual({ [KEEPER_ID]: LIKES });
    last = Number(version);
  }
});
