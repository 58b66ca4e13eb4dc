import { getTranslations } from "next-intl/server";
import { requireKey } from "./require-key";

type Values = Record<string, string | number | Date>;
type BaseTranslator = {
  (key: string, values?: Values): string;
  has(key: string): boolean;
  raw(key: string): unknown;
};

/** Adds the spec's key rules to a next-intl translator: an empty key throws. */
export function withKeyRules(t: BaseTranslator) {
  const translate = (key: string, values?: Values): string =>
    t(requireKey(key), values);
  translate.has = (key: string) => t.has(requireKey(key));
  /** The message as written in messages/en.json, before formatting. */
  translate.raw = (key: string): unknown =>
    t.has(requireKey(key)) ? t.raw(key) : undefined;
  return translate;
}

/**
 * Server-side translator for one namespace. A missing key renders the key
 * (see ./fallback); an empty key throws `Parameter "key" required`.
 */
export async function getT(namespace: string) {
  // next-intl types its namespaces strictly; our pages pass plain strings.
  return withKeyRules(
    (await getTranslations(namespace as never)) as unknown as BaseTranslator,
  );
}

export type Translate = ReturnType<typeof withKeyRules>;
