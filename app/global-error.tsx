"use client";

import { NextIntlClientProvider, type Messages } from "next-intl";
import { useEffect, useState } from "react";
import { ErrorNotice } from "@/components/errors/error-notice";
import "./globals.css";

/**
 * The layout itself failed: a document of its own, still in the site's
 * colours. No server render gives it messages, so it fetches them when shown
 * (never on a page that works) and keeps the Errors texts.
 */
export default function GlobalError({ reset }: { reset: () => void }) {
  const [messages, setMessages] = useState<Pick<Messages, "Errors">>();
  useEffect(() => {
    void import("@/messages/en.json").then((m) =>
      setMessages({ Errors: m.default.Errors }),
    );
  }, []);
  return (
    <html lang="en">
      <body className="min-h-dvh bg-cream">
        <main>
          {messages ? (
            <NextIntlClientProvider locale="en" messages={messages}>
              <ErrorNotice onRetry={reset} />
            </NextIntlClientProvider>
          ) : null}
        </main>
      </body>
    </html>
  );
}
