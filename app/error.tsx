"use client";

import { ErrorNotice, useErrorTexts } from "@/components/errors/error-notice";

/** A page that failed inside the site's layout: header and footer stay (its texts: SiteDocument). */
export default function PageError({ reset }: { reset: () => void }) {
  const texts = useErrorTexts();
  return texts ? <ErrorNotice texts={texts} onRetry={reset} /> : null;
}
