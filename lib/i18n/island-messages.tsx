import type { Messages } from "next-intl";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/**
 * Gives the client islands under it the namespaces they translate, and no
 * others: next-intl's provider would otherwise copy every message into the
 * page. Place it where the islands are.
 */
export async function IslandMessages({
  namespaces,
  children,
}: {
  namespaces: (keyof Messages)[];
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={Object.fromEntries(namespaces.map((n) => [n, messages[n]]))}
    >
      {children}
    </NextIntlClientProvider>
  );
}
