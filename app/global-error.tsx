"use client";

import { ErrorNotice, useErrorTexts } from "@/components/errors/error-notice";
import "./globals.css";

/** The layout itself failed: a document of its own, still in the site's colours. */
export default function GlobalError({ reset }: { reset: () => void }) {
  const texts = useErrorTexts();
  return (
    <html lang="en">
      <body className="min-h-dvh bg-cream">
        <main>
          {texts ? <ErrorNotice texts={texts} onRetry={reset} /> : null}
        </main>
      </body>
    </html>
  );
}
