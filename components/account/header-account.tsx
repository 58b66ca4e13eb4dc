import { islandStrings } from "@/lib/i18n/island";
import { ACCOUNT_MENU_KEYS } from "./keys";
import { AccountMenu } from "./account-menu";
import type { AccountVariant } from "./signed-in-menu";

/** Server wrapper: translates the account menu's strings and places the island. */
export async function HeaderAccount({ variant }: { variant: AccountVariant }) {
  return (
    <AccountMenu
      strings={await islandStrings("Account", ACCOUNT_MENU_KEYS)}
      variant={variant}
    />
  );
}
