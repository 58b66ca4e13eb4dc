import "server-only";
import { getTranslations } from "next-intl/server";
import { i18nConfig } from "./config";
import type { KeyOf, Namespace } from "./text";

type Lookup = {
  (key: string): string;
  has(key: string): boolean;
  raw(key: string): unknown;
};

/**
 * Translates the given keys of one namespace for a client island, so the
 * browser receives only the strings it uses. A message with arguments is
 * handed over as written (ICU), for the island to fill in (./format).
 */
export async function islandStrings<
  N extends Namespace,
  const K extends KeyOf<N>,
>(namespace: N, keys: readonly K[]): Promise<Record<K, string>> {
  // The keys are checked against the namespace by KeyOf; the lookup itself is untyped.
  const t = (await getTranslations(namespace)) as unknown as Lookup;
  return Object.fromEntries(
    keys.map((key) => {
      const raw = t.has(key) ? t.raw(key) : undefined;
      return [key, typeof raw === "string" && raw.includes("{") ? raw : t(key)];
    }),
  ) as Record<K, string>;
}

/** Every key of a namespace, for an island that shows most of it (the editor). */
export function keysOf<N extends Namespace>(namespace: N): KeyOf<N>[] {
  const walk = (tree: object, prefix: string): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "object" && value !== null
        ? walk(value, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    );
  const tree = (i18nConfig.messages as Record<string, object>)[namespace]!;
  return walk(tree, "") as KeyOf<N>[];
}
