import type { Translate } from "./translate";
import type { Strings } from "./client-messages";

/**
 * Translates the given keys on the server into plain strings for a client island.
 * A `{name}` placeholder stays in the string for the island to fill in (lookup()).
 */
export function pick(t: Translate, keys: readonly string[]): Strings {
  return Object.fromEntries(keys.map((k) => [k, t(k, placeholders(t, k))]));
}

/** `{ name: "{name}" }` for each simple placeholder of the message, if any. */
function placeholders(t: Translate, key: string) {
  const raw = t.raw(key);
  if (typeof raw !== "string") return undefined;
  const names = [...raw.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names.length > 0
    ? Object.fromEntries(names.map((name) => [name, `{${name}}`]))
    : undefined;
}
