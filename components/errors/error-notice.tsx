"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import messages from "@/messages/en.json";

// Next passes error pages no props of our choosing, so the provider takes its namespace from the
// message file here; the error pages load this module only once shown.
export default function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    // It formats no dates: the zone only spares a warning when the server renders it.
    <NextIntlClientProvider
      locale="en"
      timeZone="UTC"
      messages={{ Errors: messages.Errors }}
    >
      <Notice onRetry={onRetry} />
    </NextIntlClientProvider>
  );
}

function Notice({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("Errors");
  return (
    <div className="mx-auto max-w-2xl px-6 pt-16 pb-20 text-center">
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-olive sm:text-5xl">
        {t("title")}
      </h1>
      <p className="mx-auto mt-4 max-w-measure text-lg text-stone-dark">
        {t("text")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-12 items-center rounded-full bg-laurel px-6 font-semibold text-cream transition-colors hover:bg-laurel-dark"
        >
          {t("retry")}
        </button>
        <a
          href="/home"
          className="inline-flex min-h-12 items-center rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-laurel hover:text-cream"
        >
          {t("home")}
        </a>
      </div>
    </div>
  );
}
