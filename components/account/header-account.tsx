import { getT } from "@/lib/i18n/translate";
import { pick } from "@/lib/i18n/pick";
import { AccountMenu } from "./account-menu";
import type { AccountVariant } from "./signed-in-menu";

const KEYS = [
  "manage",
  "addEditProducts",
  "fetchFromDatabase",
  "saveToDatabase",
  "editors",
  "logout",
  "discardTitle",
  "discardText",
  "discardConfirm",
  "discardCancel",
] as const;

/** Server wrapper: translates the account menu's strings and places the island. */
export async function HeaderAccount({ variant }: { variant: AccountVariant }) {
  const t = await getT("Account");
  return <AccountMenu strings={pick(t, KEYS)} variant={variant} />;
}
