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

/** Firebase keeps no empty list, so a saved week without hours reads back as []. */
export async function readShopDetails(
  docs: Documents = documents(),
): Promise<{ details: ShopDetails; version: string }> {
  const { value, version } = await docs.get<Partial<ShopDetails>>(PATH);
  const stored =
    value && shopDetailsSchema.safeParse({ openingHours: [], ...value });
  return {
    details: stored?.success ? stored.data : defaultShopDetails(),
    version: toEtagVersion(version),
  };
}

/** Until the first save every page shows the defaults, the message file's examples. */
export const shopDetailsSaved = async (docs: Documents = documents()) =>
  (await docs.get(PATH)).value !== null;

export async function saveShopDetails(
  details: ShopDetails,
  version: string,
  docs: Documents = documents(),
): Promise<string | null> {
  const saved = await docs.putIfMatch(PATH, details, fromEtagVersion(version));
  return saved === null ? null : toEtagVersion(saved);
}
