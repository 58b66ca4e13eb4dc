import "server-only";
import {
  documents,
  putOrConflict,
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
 * the example-ingredients setting existed keep the specification's start. `saved`: until the first
 * save every page shows the defaults, the message file's examples.
 */
export async function readShopDetails(
  docs: Documents = documents(),
): Promise<{ details: ShopDetails; version: string; saved: boolean }> {
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
    saved: value !== null,
  };
}

/** The new version; a ConflictError when `version` moved. */
export const saveShopDetails = (
  details: ShopDetails,
  version: string,
  docs: Documents = documents(),
): Promise<string> =>
  putOrConflict(
    docs,
    PATH,
    details,
    version,
    "The shop details were changed since you fetched them; fetch the latest version before saving",
  );
