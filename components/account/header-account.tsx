import { cache } from "react";
import { islandStrings, keysOf } from "@/lib/i18n/island";
import { AccountMenu } from "./account-menu";
import type { AccountVariant } from "./signed-in-menu";

// One object per request for both places the menu appears (top strip and phone
// menu), so the page's hydration data holds the strings once and refers to them.
const menuStrings = cache(() => islandStrings("Account", keysOf("Account")));

/** Server wrapper: translates the account menu's strings and places the island. */
export async function HeaderAccount({ variant }: { variant: AccountVariant }) {
  return <AccountMenu strings={await menuStrings()} variant={variant} />;
}
