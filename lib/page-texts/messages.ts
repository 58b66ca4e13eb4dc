import "server-only";
import compile from "icu-minify/compile";
import type { Messages } from "next-intl";
import { cache } from "react";
import { i18nConfig } from "@/lib/i18n/config";
import { logFailure } from "@/lib/log-failure";
import { changedTexts } from "./store";

type Tree = { [key: string]: unknown };

/** Whether the build gave next-intl its messages precompiled (arrays), as next.config.mjs asks; Jest reads them as written. */
const hasArrays = (node: unknown): boolean =>
  Array.isArray(node) ||
  (!!node && typeof node === "object" && Object.values(node).some(hasArrays));
const precompiled = hasArrays(i18nConfig.messages);

/** `messages` with the texts at the dotted keys of `changes` in place of the file's, in the file's form. */
export function withChanges(
  messages: Messages,
  changes: Map<string, string>,
  compiled = precompiled,
): Messages {
  const result = structuredClone(messages) as Tree;
  for (const [key, text] of changes) {
    const parts = key.split(".");
    const last = parts.pop()!;
    let node = result;
    for (const part of parts) node = node[part] as Tree;
    node[last] = compiled ? compile(text) : text;
  }
  return result as Messages;
}

/**
 * The messages every page renders with: the message file, with the texts
 * editors changed (Manage → Page texts), read once per render like the shop
 * details (lib/shop-details/pages.ts), so a save shows on the next render. An
 * unreachable store shows the message file's texts rather than no page.
 */
export const pageMessages = cache(async (): Promise<Messages> => {
  try {
    const changes = await changedTexts();
    return changes.size > 0
      ? withChanges(i18nConfig.messages, changes)
      : i18nConfig.messages;
  } catch (error) {
    logFailure("[page texts] could not be read; showing the originals", error);
    return i18nConfig.messages;
  }
});
