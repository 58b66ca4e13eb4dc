import type { IntlError } from "use-intl";

/** A missing message renders its key (the full dotted path), as the spec asks. */
export function fallbackForMissing({
  namespace,
  key,
}: {
  namespace?: string;
  key: string;
}): string {
  return namespace ? `${namespace}.${key}` : key;
}

/** Missing messages are expected to be rare: tell the developer, never break the page. */
export function reportMissing(error: IntlError): void {
  if (process.env.NODE_ENV !== "production")
    console.warn(`[i18n] ${error.message}`);
}
