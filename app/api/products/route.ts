import { catalogStore } from "@/lib/products";
import { saveCatalog } from "@/lib/products/http";
import { savedCatalogSchema } from "@/lib/products/image-check";
import { textOf, type KeyOf } from "@/lib/i18n/text";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { etagOf, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const editorText = textOf("AddProducts");

/** The catalogue with each product's current likes; the ETag names the list's version. */
export const GET = route({ role: "visitor", store: "catalogue" }, async () => {
  const store = catalogStore();
  const [{ products, version }, likes] = await Promise.all([
    store.list(),
    store.likeCounts(),
  ]);
  return privateJson(
    products.map((p) => ({ ...p, likes: likes[p.id] ?? 0 })),
    200,
    { ETag: etagOf(version) },
  );
});

/**
 * Replaces the whole list if it is still at the If-Match version (editors
 * only). The schema keeps only product fields: a `likes` count in the body is
 * dropped; its messages are keys of AddProducts.errors, so a 400 names each
 * failing field (`3.ingredients.0.amount`) in the editor's words.
 */
export const PUT = route(
  {
    role: "editor",
    store: "catalogue",
    ifMatch: true,
    body: savedCatalogSchema,
    limit: 256 * KiB,
    what: "product list",
    words: (key) => {
      const path = `errors.${key}` as KeyOf<"AddProducts">;
      return editorText.has(path) ? editorText(path) : key;
    },
  },
  ({ body, version, auth }) => saveCatalog(body, version, auth),
);
