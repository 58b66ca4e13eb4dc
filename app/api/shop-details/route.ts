import { textOf, type KeyOf } from "@/lib/i18n/text";
import { KiB } from "@/lib/http/read-body";
import { privateJson } from "@/lib/http/responses";
import { etagOf, route } from "@/lib/http/route";
import { siteChanged } from "@/lib/site-changes";
import { shopDetailsSchema } from "@/lib/shop-details/schema";
import { readShopDetails, saveShopDetails } from "@/lib/shop-details/store";

export const dynamic = "force-dynamic";

const screenText = textOf("ShopDetails");

export const GET = route(
  { role: "visitor", store: "shopDetails" },
  async () => {
    const { details, version } = await readShopDetails();
    return privateJson(details, 200, { ETag: etagOf(version) });
  },
);

export const PUT = route(
  {
    role: "editor",
    store: "shopDetails",
    ifMatch: true,
    body: shopDetailsSchema,
    limit: 16 * KiB,
    what: "shop details",
    words: (key) => {
      const path = `errors.${key}` as KeyOf<"ShopDetails">;
      return screenText.has(path) ? screenText(path) : key;
    },
  },
  async ({ body, version }) => {
    const saved = await saveShopDetails(body, version);
    await siteChanged();
    return privateJson(body, 200, { ETag: etagOf(saved) });
  },
);
