import { Errors } from "@/messages/en.json";

/**
 * What a visitor sees when a page fails to render (a database that cannot be
 * read, a bug): the site's words and a way back, never the framework's page.
 * Error boundaries are client components with no request scope, so the texts
 * come straight from the message file (only this namespace is bundled).
 */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-6 pt-16 pb-20 text-center">
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-olive sm:text-5xl">
        {Errors.title}
      </h1>
      <p className="mx-auto mt-4 max-w-measure text-lg text-stone-dark">
        {Errors.text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-12 items-center rounded-full bg-laurel px-6 font-semibold text-cream transition-colors hover:bg-laurel-dark"
        >
          {Errors.retry}
        </button>
        <a
          href="/home"
          className="inline-flex min-h-12 items-center rounded-full border border-laurel px-6 font-semibold text-laurel transition-colors hover:bg-laurel hover:text-cream"
        >
          {Errors.home}
        </a>
      </div>
    </div>
  );
}
