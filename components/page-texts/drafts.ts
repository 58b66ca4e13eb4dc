import { problemWith, type Problem } from "@/lib/page-texts/rules";
import type { PageText, RestoreTarget } from "./requests";

/** Unsaved words by key. */
export type Draft = Record<string, string>;

/** Only what differs from the saved text is sent, so a save after someone else's (409) keeps theirs; the original's own words go back as null. */
export function changesOf(
  texts: PageText[],
  draft: Draft,
): Record<string, string | null> {
  return Object.fromEntries(
    texts
      .filter((text) => (draft[text.key] ?? text.value) !== text.value)
      .map((text) => [
        text.key,
        draft[text.key] === text.original ? null : draft[text.key]!,
      ]),
  );
}

/** Preview's and the in-place editor's verdict on the unsaved words: the one Save gets. */
export function problemsOf(
  texts: PageText[],
  draft: Draft,
): Record<string, Problem> {
  return Object.fromEntries(
    texts.flatMap((text) => {
      const value = draft[text.key];
      const problem =
        value === undefined || value === text.value
          ? null
          : problemWith(text.key, text.original, value);
      return problem ? [[text.key, problem]] : [];
    }),
  );
}

/** Every text of the page as `target` had it: a restore is one more save, so it can be undone. */
export function restoring(
  texts: PageText[],
  target: RestoreTarget,
): Record<string, string | null> {
  const kept = target === "originals" ? [] : target.texts;
  return Object.fromEntries(
    texts.map((text) => [
      text.key,
      kept.find((k) => k.key === text.key)?.value ?? null,
    ]),
  );
}

/** Saved words by key: what labels are made of. */
export const savedWords = (texts: PageText[]) =>
  new Map(texts.map((text) => [text.key, text.value]));
