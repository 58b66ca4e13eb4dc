import { catalogStore } from "@/lib/products";
import { saveCatalog } from "@/lib/products/http";
import { savedCatalogSchema } from "@/lib/products/image-check";
import { textOf, type KeyOf } from "@/lib/i18n/text";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { etagOf, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const editorText = textOf("AddProducts");

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
