import { createFirebaseDocuments } from "@/lib/documents/firebase";
import { createSqliteDocuments } from "@/lib/documents/sqlite";
import { seedProducts } from "@/lib/products/seed";
import { createCatalogStore, type CatalogStore } from "@/lib/products/store";
import type { Product } from "@/lib/products/types";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";

/**
 * The catalogue on each Documents implementation, for `describe.each`:
 * SQLite in the test's DATA_DIR (seeded, as the site's local store is), and
 * the Realtime Database on a local stand-in started for the test file
 * (`fake()` reaches it).
 */
export function catalogBackends() {
  const database = readerDatabaseForFile();

  const backends: [string, () => CatalogStore][] = [
    [
      "local (SQLite)",
      () => createCatalogStore(createSqliteDocuments(), seedProducts),
    ],
    [
      "firebase (Realtime Database REST)",
      () => createCatalogStore(createFirebaseDocuments(database.options())),
    ],
  ];
  return { backends, fake: database.fake };
}

/** Two products whose ids and names carry `tag`, one with an empty ingredient list. */
export const fixture = (tag: string): Product[] => [
  {
    id: `olive-${tag}`,
    name: `Olive bar ${tag}`,
    subtitle: "Pure olive oil",
    description: "A plain bar.",
    imagePath: "/images/products/laurel-5.svg",
    ingredients: [
      { name: "Olive oil (g)", amount: 100 },
      { name: "Water (g)", amount: 30 },
    ],
  },
  {
    id: `set-${tag}`,
    name: `Gift ${tag}`,
    subtitle: "",
    description: "",
    imagePath: "https://cdn.example.com/gift.png",
    ingredients: [],
  },
];
