import { NextIntlClientProvider } from "next-intl";
import { islandIntl, type Namespaces } from "./island-intl";

/**
 * Gives the client islands under it the namespaces they translate, and no
 * others. Place it where the islands are.
 */
export async function IslandMessages({
  namespaces,
  children,
}: {
  namespaces: Namespaces;
  children: React.ReactNode;
}) {
  const { messages } = await islandIntl(namespaces);
  return (
    <NextIntlClientProvider messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
