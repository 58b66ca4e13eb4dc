import "server-only";
import {
  documents,
  putOrConflict,
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
 * before the shop had a currency, transfer words or the example-ingredients setting read with the
 * starting ones (the setting on, as the specification has it). `saved`: until the first
 * save every page shows the defaults, the message file's examples.
 */
export async function readShopDetails(
  docs: Documents = documents(),
): Promise<{ details: ShopDetails; version: string; saved: boolean }> {
  const { value, version } = await docs.get<Partial<ShopDetails>>(PATH);
  const currency = value?.currency ?? (await startingCurrency(docs));
  const stored =
    value &&
    shopDetailsSchema.safeParse({
      openingHours: [],
      transferInstructions: "",
      exampleIngredients: true,
      ...value,
      currency,
    });
  return {
    details: stored?.success
      ? stored.data
      : { ...defaultShopDetails(), currency },
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
