"use client";

import { useEffect, useState } from "react";
import { ErrorNotice, type ErrorTexts } from "@/components/errors/error-notice";
import "./globals.css";

/**
 * The layout itself failed: a document of its own, still in the site's
 * colours. No server render gives it messages, so it fetches them when shown
 * (never on a page that works) and keeps the Errors texts.
 */
export default function GlobalError({ reset }: { reset: () => void }) {
  const [texts, setTexts] = useState<ErrorTexts>();
  useEffect(() => {
    void import("@/messages/en.json").then((m) => setTexts(m.default.Errors));
  }, []);
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
