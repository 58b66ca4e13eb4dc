import type { Translate } from "./translate";
import type { Strings } from "./client-messages";

/** Translates the given keys on the server into plain strings for a client island. */
export function pick(t: Translate, keys: readonly string[]): Strings {
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}
