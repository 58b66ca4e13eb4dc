"use client";

import dynamic from "next/dynamic";

const ErrorNotice = dynamic(() => import("@/components/errors/error-notice"));

export default function PageError({ reset }: { reset: () => void }) {
  return <ErrorNotice onRetry={reset} />;
}
