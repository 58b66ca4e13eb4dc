import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { FocusOnPageChange } from "@/components/layout/focus-on-page-change";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { fontVariables } from "./fonts";
import { cachedShopDetails } from "@/lib/shop-details/pages";
import {
  LIST_START_ATTRIBUTE,
  type ListStart,
} from "@/lib/shopping-list/limits";

// Shared with the global not-found page, which renders without layouts. On Vercel
// every page renders per request, so Next.js can put the script nonce on its
// inline scripts (lib/security/page-nonce.ts).
export async function SiteDocument({
  children,
}: {
  children: React.ReactNode;
}) {
  if (process.env.VERCEL) await connection();
  const t = await getTranslations("Header");
  const listStart: ListStart = (await cachedShopDetails()).exampleIngredients
    ? "examples"
    : "empty";
  return (
    <html
      lang="en"
      className={fontVariables}
      {...{ [LIST_START_ATTRIBUTE]: listStart }}
    >
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-laurel px-4 py-3 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <FocusOnPageChange />
      </body>
    </html>
  );
}
