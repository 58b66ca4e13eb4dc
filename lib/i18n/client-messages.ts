import { formatMessage } from "./format";

/** Strings a server component translated for a client island, by key. */
export type IslandStrings<K extends string> = Readonly<Record<K, string>>;

/**
 * A bound `t` for a client island, with next-intl's rules: a missing key
 * renders its full path, an empty key throws. Keys are checked by the
 * compiler against the strings the island was given.
 */
export function clientT<K extends string>(
  strings: IslandStrings<K>,
  namespace?: string,
) {
  return (key: K, values?: Record<string, string | number>): string => {
    if (!key) throw new Error('Parameter "key" required');
    const text = Object.prototype.hasOwnProperty.call(strings, key)
      ? strings[key]
      : namespace
        ? `${namespace}.${key}`
        : key;
    return formatMessage(text, values);
  };
}

/** The `t` of an island given the strings `K`. */
export type IslandT<K extends string> = ReturnType<typeof clientT<K>>;
