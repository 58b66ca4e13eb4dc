"use client";

import type { Messages } from "next-intl";
import { createContext, use } from "react";

export type ErrorTexts = Messages["Errors"];

const Texts = createContext<ErrorTexts | null>(null);

/**
 * Keeps the notice's texts, translated on the server, for app/error.tsx,
 * which the framework renders without props of the site's choosing.
 */
export function ErrorTextsProvider({
  texts,
  children,
}: {
  texts: ErrorTexts;
  children: React.ReactNode;
}) {
  return <Texts value={texts}>{children}</Texts>;
}

export const useErrorTexts = () => use(Texts);

/**
 * What a visitor sees when a page fails to render (a database that cannot be
 * read, a bug): the site's words and a way back, never the framework's page.
 */
export function ErrorNotice({
  texts,
  onRetry,
}: {
  texts: ErrorTexts;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto max-w-2xl px-6 pt-16 pb-20 text-center">
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-olive sm:text-5xl">
        {texts.title}
      </h1>
      <p className="mx-auto mt-4 max-w-measure text-lg text-stone-dark">
        {texts.text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-12 items-center rounded-full bg-laurel px-6 font-semibold text-cream transition-colors hover:bg-laurel-dark"
        >
          {texts.retry}
        </button>
        <a
          href="/home"
          className="inline-flex min-h-12 items-center rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-laurel hover:text-cream"
        >
          {texts.home}
        </a>
      </div>
    </div>
  );
}
