"use client";

import { useTranslations } from "next-intl";

/**
 * What a visitor sees when a page fails to render (a database that cannot be
 * read, a bug): the site's words and a way back, never the framework's page.
 */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
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
