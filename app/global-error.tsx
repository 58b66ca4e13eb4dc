"use client";

import dynamic from "next/dynamic";
import "./globals.css";

const ErrorNotice = dynamic(() => import("@/components/errors/error-notice"));

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
