import "server-only";
import { cache } from "react";
import { logFailure } from "@/lib/log-failure";
import { defaultShopDetails, type ShopDetails } from "./schema";
import { readShopDetails } from "./store";

/**
 * The shop details as the pages show them (header, footer, /contact,
 * /ourmission, the Organization JSON-LD), read once per render. Every page
 * re-renders at most 5 s after the last time (app/layout.tsx), like the
 * catalogue's. An unreachable store shows the defaults rather than no page.
 */
export const cachedShopDetails = cache(async (): Promise<ShopDetails> => {
  try {
    return (await readShopDetails()).details;
  } catch (error) {
    logFailure("[shop details] could not be read; showing the defaults", error);
    return defaultShopDetails();
  }
});
