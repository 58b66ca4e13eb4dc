import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  ConflictError,
  documents,
  InvalidError,
  putOrConflict,
  toEtagVersion,
  type Documents,
} from "@/lib/documents";
import { textOf } from "@/lib/i18n/text";
import { originalMessages } from "./originals";
import { messageAt, pageKeys, PAGE_NAMES, type PageName } from "./pages";
import { problemWith, problemWords, type Problem } from "./rules";

const PATH = "pageTexts";
const KEPT_SAVES = 20;

// Message keys hold dots, which Firebase refuses in a key: texts are lists.
const entries = z
  .array(z.object({ key: z.string(), value: z.string() }))
  .catch([]);
const saveSchema = z.object({
  id: z.string(),
  at: z.string(),
  by: z.string(),
  texts: entries.default([]),
  restores: z.string().optional(),
});
const pageDocSchema = z.object({
  texts: entries.default([]),
  saves: z.array(saveSchema).catch([]).default([]),
});

/** `restores`: the save it brought back. */
type PageSave = z.output<typeof saveSchema>;
type PageText = { key: string; original: string; value: string };

const pathOf = (page: PageName) => `${PATH}/${page}`;
const parsed = (value: unknown) => {
  const doc = pageDocSchema.safeParse(value ?? {});
  return doc.success ? doc.data : { texts: [], saves: [] };
};
const original = (key: string) => messageAt(originalMessages(), key)!;

/** A key since removed, or whose original's placeholders changed, shows the original. */
function changesOf(page: PageName, texts: { key: string; value: string }[]) {
  const keys = new Set(pageKeys(page, originalMessages()));
  return new Map(
    texts
      .filter(
        ({ key, value }) =>
          keys.has(key) && problemWith(key, original(key), value) === null,
      )
      .map(({ key, value }) => [key, value]),
  );
}

function inPageOrder(page: PageName, changes: Map<string, string>) {
  return pageKeys(page, originalMessages()).map((key): PageText => ({
    key,
    original: original(key),
    value: changes.get(key) ?? original(key),
  }));
}

export async function readPageTexts(
  page: PageName,
  docs: Documents = documents(),
) {
  const { value, version } = await docs.get(pathOf(page));
  const doc = parsed(value);
  return {
    texts: inPageOrder(page, changesOf(page, doc.texts)),
    saves: doc.saves,
    version: toEtagVersion(version),
  };
}

export async function changedTexts(
  docs: Documents = documents(),
): Promise<Map<string, string>> {
  const all = await docs.list(PATH);
  return new Map(
    PAGE_NAMES.flatMap((page) => [...changesOf(page, parsed(all[page]).texts)]),
  );
}

const errors = textOf("PageTexts");

export function refused(problems: Record<string, Problem>) {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([key, problem]) => [
      key,
      problemWords(errors, problem),
    ]),
  );
  const summary = Object.entries(fields)
    .slice(0, 3)
    .map(([key, words]) => `${key}: ${words}`)
    .join("; ");
  return new InvalidError(`Invalid page texts (${summary})`, fields);
}

const CHANGED =
  "The page's texts were changed since you fetched them; fetch the latest version before saving";

/** A null text goes back to the original. The new version; a ConflictError when `version` moved. */
export async function savePageTexts(
  page: PageName,
  changes: Record<string, string | null>,
  { version, by, restores }: { version: string; by: string; restores?: string },
  docs: Documents = documents(),
): Promise<string> {
  const keys = new Set(pageKeys(page, originalMessages()));
  const problems: Record<string, Problem> = {};
  for (const [key, value] of Object.entries(changes)) {
    const problem = !keys.has(key)
      ? ({ code: "unknownKey" } as const)
      : value !== null && problemWith(key, original(key), value);
    if (problem) problems[key] = problem;
  }
  if (Object.keys(problems).length > 0) throw refused(problems);

  const { value, version: current } = await docs.get(pathOf(page));
  if (toEtagVersion(current) !== version)
    throw new ConflictError(CHANGED, { version: toEtagVersion(current) });
  const doc = parsed(value);
  const texts = changesOf(page, doc.texts);
  const before = JSON.stringify([...texts]);
  for (const [key, text] of Object.entries(changes)) {
    if (text === null || text === original(key)) texts.delete(key);
    else texts.set(key, text);
  }
  if (JSON.stringify([...texts]) === before) return version;
  const changed = inPageOrder(page, texts)
    .filter((text) => texts.has(text.key))
    .map(({ key, value }) => ({ key, value }));
  const save: PageSave = {
    id: randomUUID(),
    at: new Date().toISOString(),
    by,
    texts: changed,
    ...(restores ? { restores } : {}),
  };
  return putOrConflict(
    docs,
    pathOf(page),
    { texts: changed, saves: [save, ...doc.saves].slice(0, KEPT_SAVES) },
    version,
    CHANGED,
  );
}
