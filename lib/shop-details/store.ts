import "server-only";
import {
  documents,
  fromEtagVersion,
  toEtagVersion,
  type Documents,
} from "@/lib/documents";
import { normalizeProducts } from "@/lib/products/normalize";
import { catalogueCurrency } from "@/lib/products/selling";
import {
  DEFAULT_CURRENCY,
  defaultShopDetails,
  shopDetailsSchema,
  type ShopDetails,
} from "./schema";

const PATH = "shopDetails";

/** Until a save names one, the currency most of the catalogue's prices are in. */
const startingCurrency = async (docs: Documents) =>
  catalogueCurrency(normalizeProducts((await docs.get("products")).value)) ??
  DEFAULT_CURRENCY;

/**
 * Firebase keeps no empty list, so a saved week without hours reads back as []. Details saved
 * before the shop had a currency and transfer words read with the starting ones.
 */
export async function readShopDetails(
  docs: Documents = documents(),
): Promise<{ details: ShopDetails; version: string }> {
  const { value, version } = await docs.get<Partial<ShopDetails>>(PATH);
  const currency = value?.currency ?? (await startingCurrency(docs));
  const stored =
    value &&
    shopDetailsSchema.safeParse({
      openingHours: [],
      transferInstructions: "",
      ...value,
      currency,
    });
  return {
    details: stored?.success
      ? stored.data
      : { ...defaultShopDetails(), currency },
    version: toEtagVersion(version),
  };
}

export async function saveShopDetails(
  details: ShopDetails,
  version: string,
  docs: Documents = documents(),
): Promise<string | null> {
  const saved = await docs.putIfMatch(PATH, details, fromEtagVersion(version));
  return saved === null ? null : toEtagVersion(saved);
}
