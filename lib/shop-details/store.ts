import "server-only";
import {
  documents,
  fromEtagVersion,
  toEtagVersion,
  type Documents,
} from "@/lib/documents";
import {
  defaultShopDetails,
  shopDetailsSchema,
  type ShopDetails,
} from "./schema";

const PATH = "shopDetails";

/**
 * Firebase keeps no empty list, so a saved week without hours reads back as []. Details saved before
 * the example-ingredients setting existed keep the specification's start.
 */
export async function readShopDetails(
  docs: Documents = documents(),
): Promise<{ details: ShopDetails; version: string }> {
  const { value, version } = await docs.get<Partial<ShopDetails>>(PATH);
  const stored =
    value &&
    shopDetailsSchema.safeParse({
      openingHours: [],
      exampleIngredients: true,
      ...value,
    });
  return {
    details: stored?.success ? stored.data : defaultShopDetails(),
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
