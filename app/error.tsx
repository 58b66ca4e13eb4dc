"use client";

import { ErrorNotice } from "@/components/errors/error-notice";

/** A page that failed inside the site's layout: header and footer stay (its texts: SiteDocument). */
export default function PageError({ reset }: { reset: () => void }) {
  return <ErrorNotice onRetry={reset} />;
}
