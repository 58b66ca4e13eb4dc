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

/** Read once per render, so a save shows on the next; an unreachable store shows the message file's texts. */
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
