"use client";

import { ErrorNotice } from "@/components/errors/error-notice";
import "./globals.css";

/** The layout itself failed: a document of its own, still in the site's colours. */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-cream">
        <main>
          <ErrorNotice onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
