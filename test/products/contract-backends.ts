import { createFirebaseStore } from "@/lib/products/firebase-store";
import { createReaderToken } from "@/lib/products/firebase-reader";
import { createLocalStore } from "@/lib/products/local-store";
import type { CatalogStore } from "@/lib/products/store";
import type { Product } from "@/lib/products/types";
import {
  startFakeFirebase,
  type FakeFirebase,
} from "@/test/stand-ins/firebase-database";

/**
 * The backends the catalogue contract runs against, for `describe.each`:
 * SQLite in the test's DATA_DIR, and the Firebase adapter against a local
 * stand-in started for the test file (`fake()` reaches it).
 */
export function catalogBackends() {
  let fake: FakeFirebase;
  beforeAll(async () => {
    fake = await startFakeFirebase();
    fake.accounts.set("reader@halabi-soap.example.com", "reader-pass");
  });
  afterAll(() => fake.stop());

  const backends: [string, () => CatalogStore][] = [
    ["local (SQLite)", () => createLocalStore()],
    [
      "firebase (Realtime Database REST)",
      () =>
        createFirebaseStore({
          databaseUrl:
            "https://halabi-test-default-rtdb.europe-west1.firebasedatabase.app",
          emulatorHost: fake.host,
          readerToken: createReaderToken({
            apiKey: "test-key",
            email: "reader@halabi-soap.example.com",
            password: "reader-pass",
            authEmulatorHost: fake.host,
          }),
        }),
    ],
  ];
  return { backends, fake: () => fake };
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
