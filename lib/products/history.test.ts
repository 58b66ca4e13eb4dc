import { galleryStore } from "@/lib/gallery";
import { useTempDataDir } from "@/test/temp-data-dir";
import { keptImagePaths } from "./history";
import { catalogStore } from "./index";
import { seedProducts } from "./seed";
import { HISTORY_KEPT } from "./saved-history";
import type { Product } from "./types";

const withImage = (id: string, imagePath: string): Product => ({
  id,
  name: `Soap ${id}`,
  subtitle: "",
  description: "",
  imagePath,
  ingredients: [],
});

const save = async (products: Product[]) => {
  const store = catalogStore();
  await store.replaceAll(products, (await store.list()).version);
};

describe("keptImagePaths", () => {
  useTempDataDir();

  it("names the images of the catalogue, of every kept version and of the gallery, and only those", async () => {
    const gallery = galleryStore();
    await gallery.replace(
      [{ id: "w", imagePath: "/media/w.webp", caption: "Workshop" }],
      (await gallery.list()).version,
    );
    await save([withImage("a", "/media/a.webp")]);
    await save([withImage("b", "/media/b.webp")]);
    const paths = await keptImagePaths();
    expect(paths).toEqual(
      new Set([
        ...seedProducts.map((p) => p.imagePath),
        "/media/a.webp",
        "/media/b.webp",
        "/media/w.webp",
      ]),
    );

    for (let i = 0; i < HISTORY_KEPT; i++)
      await save([withImage("c", `/media/c${i % 3}.webp`)]);
    expect(await keptImagePaths()).toEqual(
      new Set([
        "/media/c0.webp",
        "/media/c1.webp",
        "/media/c2.webp",
        "/media/w.webp",
      ]),
    );
  });
});
