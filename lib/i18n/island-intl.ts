import type { Locale, Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

/** The namespaces a client island translates (a list of Messages' keys). */
export type Namespaces = (keyof Messages)[];

/** What a client island's own provider needs: the locale and only its namespaces. */
export type IslandIntl = { locale: Locale; messages: Partial<Messages> };

/**
 * The locale and just these namespaces: next-intl's provider would otherwise
 * copy every message into the page. Kept apart from ./island-messages, so a
 * layout that passes it to an island loaded later does not load the provider
 * on every page.
 */
export async function islandIntl(namespaces: Namespaces): Promise<IslandIntl> {
  const messages = await getMessages();
  return {
    locale: await getLocale(),
    messages: Object.fromEntries(namespaces.map((n) => [n, messages[n]])),
  };
}
