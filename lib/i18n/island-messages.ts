import type { Locale, Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

export type Namespaces = (keyof Messages)[];

export type IslandMessages = { locale: Locale; messages: Partial<Messages> };

// Only the namespaces the island translates (the provider would otherwise copy every message into the page).
// An island loaded later (the header's signed-in ones) takes these as a prop and renders the provider
// inside its own chunk, so pages without it never load the provider.
export async function islandMessages(
  namespaces: Namespaces,
): Promise<IslandMessages> {
  const messages = await getMessages();
  return {
    locale: await getLocale(),
    messages: Object.fromEntries(namespaces.map((n) => [n, messages[n]])),
  };
}
