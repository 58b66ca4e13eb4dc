import { pageOfKey, unseenKind, type PageName } from "./pages";

type LabelKey =
  | "footer"
  | "within"
  | "text"
  | "heading"
  | "pageHeading"
  | "alt"
  | "name"
  | "cut";

/** PageTexts' translator, as next-intl gives it on the server and in an island. */
export type LabelWords = (
  key:
    | `labels.${LabelKey}`
    | `pages.${PageName}`
    | "pageTitle"
    | "pageDescription",
  values?: Record<string, string>,
) => string;

/** A group's own heading, in the order a group names one. */
const HEADINGS = ["heading", "title", "name"];
const FIRST_WORDS = 5;

function firstWords(text: string, t: LabelWords): string {
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  if (words.length <= FIRST_WORDS) return words.join(" ");
  const start = words
    .slice(0, FIRST_WORDS)
    .join(" ")
    .replace(/[,;:.]$/, "");
  return t("labels.cut", { words: start });
}

/**
 * What a person sees of a text, never its key: the page, the headings of the sections around it and
 * its first words ("Home → A family of soap makers: ‘Our story begins in 1832…’"); for a text no one
 * reads on the page, what it is. `texts` are the page's texts as saved, so the words follow them.
 */
export function labelOf(
  key: string,
  texts: ReadonlyMap<string, string>,
  t: LabelWords,
): string {
  const unseen = unseenKind(key);
  if (unseen === "title") return t("pageTitle");
  if (unseen === "description") return t("pageDescription");
  const page = pageOfKey(key);
  const parts = key.split(".");
  const last = parts.at(-1)!;
  const isHeading = HEADINGS.includes(last);
  // The groups around the text, outermost first; a heading names its own group, so that one is left out.
  const groups = parts
    .slice(0, isHeading ? -2 : -1)
    .map((_, i) => parts.slice(0, i + 1).join("."))
    .slice(1);
  const where = groups
    .map((group) =>
      HEADINGS.map((name) => texts.get(`${group}.${name}`)).find(Boolean),
    )
    .filter((heading): heading is string => heading !== undefined)
    .reduce(
      (outer, heading) =>
        t("labels.within", { outer, inner: firstWords(heading, t) }),
      page === "footer" || page === null
        ? t("labels.footer")
        : t(`pages.${page}`),
    );
  const words = firstWords(texts.get(key) ?? "", t);
  const kind =
    unseen ??
    (isHeading ? (parts.length === 2 ? "pageHeading" : "heading") : "text");
  return t(`labels.${kind}`, { where, words });
}
