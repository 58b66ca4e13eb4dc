import { fallbackForMissing } from "./fallback";
import { requireKey } from "./require-key";

/** Plain strings a server component hands to a client island. */
export type Strings = Record<string, string>;

/**
 * Looks up a string handed down by the server. Same rules as on the server:
 * a missing key renders the key, an empty key throws. `{name}` placeholders
 * are filled from `values`.
 */
export function lookup(
  strings: Strings,
  key: string,
  values?: Record<string, string | number>,
  namespace?: string,
): string {
  requireKey(key);
  const text = Object.prototype.hasOwnProperty.call(strings, key)
    ? strings[key]!
    : fallbackForMissing({ namespace, key });
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

/** A bound `t` for a client island. */
export function clientT(strings: Strings, namespace?: string) {
  return (key: string, values?: Record<string, string | number>) =>
    lookup(strings, key, values, namespace);
}
