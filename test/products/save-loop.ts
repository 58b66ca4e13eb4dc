/*
 * Child process of lib/products/durability.test.ts (run after transpiling, see
 * build-for-node.ts): saves catalogue versions one after another through the
 * local store until it is killed, printing each version once it is committed.
 * Usage: node bootstrap.cjs save-loop.js <database file>
 */
import { openDatabase } from "@/lib/db";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { createCatalogStore } from "@/lib/products/store";
import { seedProducts } from "@/lib/products/seed";
import { catalogVersion } from "@/test/products/versioned-catalog";

/** A ceiling in case the parent dies without killing this process. */
const MAX_SAVES = 20_000;

async function main(file: string): Promise<void> {
  const conn = openDatabase(file);
  const store = createCatalogStore(
    createSqliteDocuments(() => conn),
    seedProducts,
  );
  let version = (await store.list()).version;
  for (let i = 0; i < MAX_SAVES; i++) {
    const wanted = Number(version) + 1;
    version = await store.replaceAll(catalogVersion(wanted), version);
    if (version !== String(wanted))
      throw new Error(`saved as ${version}, expected ${wanted}`);
    // Pipes are written synchronously on Linux: once this returns, the parent
    // can read the line even if the process is killed right after.
    process.stdout.write(`${version}\n`);
  }
}

main(process.argv[2]!).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
