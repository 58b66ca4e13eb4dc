import "server-only";
import { cache } from "react";
import { logFailure } from "@/lib/log-failure";
import { defaultShopDetails, type ShopDetails } from "./schema";
import { readShopDetails } from "./store";

/** Read once per render; an unreachable store shows the defaults rather than no page. */
export const cachedShopDetails = cache(async (): Promise<ShopDetails> => {
  try {
    return (await readShopDetails()).details;
  } catch (error) {
    logFailure("[shop details] could not be read; showing the defaults", error);
    return defaultShopDetails();
  }
});
