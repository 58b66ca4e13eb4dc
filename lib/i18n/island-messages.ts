import type { Locale, Messages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";

/** The namespaces a client island translates (a list of Messages' keys). */
export type Namespaces = (keyof Messages)[];

/** NextIntlClientProvider's props for the islands under it. */
export type IslandMessages = { locale: Locale; messages: Partial<Messages> };

/**
 * The one way a client island gets its texts: `<NextIntlClientProvider
 * {...await islandMessages([...])}>` around it, with only the namespaces it
 * translates (the provider would otherwise copy every message into the
 * page). Rendered where the island is; an island loaded later (the header's
 * signed-in islands) takes these as a prop and renders the provider inside
 * its own chunk, so pages without it never load the provider.
 */
export async function islandMessages(
  namespaces: Namespaces,
): Promise<IslandMessages> {
  const messages = await getMessages();
  return {
    locale: await getLocale(),
    messages: Object.fromEntries(namespaces.map((n) => [n, messages[n]])),
  };
}
