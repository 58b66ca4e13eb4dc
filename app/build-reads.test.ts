import { galleryStore } from "@/lib/gallery";
import { DRAWINGS } from "@/lib/gallery/schema";
import { pageMessages } from "@/lib/page-texts/messages";
import { cachedCatalog } from "@/lib/products/catalog-pages";
import { seedProducts } from "@/lib/products/seed";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import { readerDatabaseForFile } from "@/test/stand-ins/reader-database";
import { useTempDataDir } from "@/test/temp-data-dir";
import { closedPort } from "@/test/stand-ins/unreachable-hosts";
import { withEnv } from "@/test/with-env";
import sitemap from "./sitemap";

// What `next build` reads from the data store: the static pages (/home, /products and each
// product, /gallery, the shop details and page texts on every page) and the sitemap.
const buildReads = () =>
  Promise.all([
    sitemap(),
    cachedCatalog(),
    galleryStore().list(),
    cachedShopDetails(),
    pageMessages(),
  ]);

describe("a build on DATA_BACKEND=firebase", () => {
  useTempDataDir();
  const database = readerDatabaseForFile();
  withEnv(database.env);

  it("reads the catalogue and shows the drawings with no gallery stored, as a reader that may only read, writing nothing", async () => {
    const fake = database.fake();
    fake.set("products", seedProducts);
    fake.readOnly.add(database.reader);

    const [entries, catalog, gallery] = await buildReads();

    expect(catalog.map((p) => p.id)).toEqual(seedProducts.map((p) => p.id));
    expect(entries.map((e) => e.url)).toContain(
      `http://localhost:3000/products/${seedProducts[0]!.id}`,
    );
    expect(gallery.pictures.map((p) => p.id)).toEqual(DRAWINGS);
    expect(fake.requests.filter((r) => r.method !== "GET")).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword",
      }),
    ]);
  });
});

describe("a build whose Realtime Database cannot be reached", () => {
  useTempDataDir();
  const database = readerDatabaseForFile();
  let host = "";
  beforeAll(async () => {
    host = await closedPort();
  });
  withEnv(() => ({
    ...database.env(),
    FIREBASE_DATABASE_EMULATOR_HOST: host,
  }));

  it("stops with a message naming the database it could not reach", async () => {
    const refused = `The Realtime Database could not be reached (ECONNREFUSED): http://${host}/`;
    // The catalogue and its likes are read together: either names the address.
    await expect(sitemap()).rejects.toThrow(refused);
    await expect(galleryStore().list()).rejects.toThrow(
      `${refused}gallery.json`,
    );
  });
});
