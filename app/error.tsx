"use client";

import dynamic from "next/dynamic";

const ErrorNotice = dynamic(() => import("@/components/errors/error-notice"));

/** A page that failed inside the site's layout: header and footer stay. */
export default function PageError({ reset }: { reset: () => void }) {
  return <ErrorNotice onRetry={reset} />;
}
