// Keys in page order; a prefix stands for every key under it, in the message file's order. The header,
// forms, error catalogue and under-construction page are the fixed interface and belong to no page.
export const PAGE_TEXTS = {
  home: {
    path: "/home",
    keys: [
      "Home.title",
      "Home.subtitle1",
      "Home.subtitle2",
      "Home.soaps",
      "Home.family",
      "Home.properties",
      "Home.mission",
      "Home.vision",
      "Home.distribution",
    ],
    metadata: "Metadata.home",
  },
  benefits: {
    path: "/benefits",
    keys: ["Benefits"],
    metadata: "Metadata.benefits",
  },
  ourmission: {
    path: "/ourmission",
    keys: ["OurMission"],
    metadata: "Metadata.ourMission",
  },
  productionprocess: {
    path: "/productionprocess",
    keys: ["ProductionProcess"],
    metadata: "Metadata.productionProcess",
  },
  privacypolicy: {
    path: "/privacypolicy",
    keys: ["PrivacyPolicy"],
    metadata: "Metadata.privacyPolicy",
  },
  gallery: {
    path: "/gallery",
    // The captions are Manage → Gallery's: the message file's are only the six drawings' defaults.
    keys: ["Gallery.title", "Gallery.subtitle"],
    metadata: "Metadata.gallery",
  },
  contact: {
    path: "/contact",
    // The form, its warnings and its dialog are the fixed interface.
    keys: [
      "Contact.title",
      "Contact.intro",
      "Contact.details.heading",
      "Contact.help",
    ],
    metadata: "Metadata.contact",
  },
  footer: { path: "/home", keys: ["Footer"], metadata: null },
} as const;

export type PageName = keyof typeof PAGE_TEXTS;
export const PAGE_NAMES = Object.keys(PAGE_TEXTS) as PageName[];

export const isPageName = (name: string): name is PageName =>
  Object.hasOwn(PAGE_TEXTS, name);

export const MAX_TEXT = 2000;

/** On the element that shows a page text, its key: how the in-place editor finds the page's words. */
export const TEXT_ATTRIBUTE = "data-t" as const;

/** Words a component shows: plain, or a page text with its mark (`shown` of lib/page-texts/on-page.ts). */
export type Shown = string | { [TEXT_ATTRIBUTE]: string; children: string };

/** The props of the element that shows `text`. */
export const shownProps = (text: Shown) =>
  typeof text === "string" ? { children: text } : text;

/** The page whose texts hold `key`; null for the fixed interface and for addresses. */
export function pageOfKey(key: string): PageName | null {
  if (key.endsWith("Href")) return null;
  const under = (prefix: string) =>
    key === prefix || key.startsWith(`${prefix}.`);
  return (
    PAGE_NAMES.find((page) => {
      const { keys, metadata } = PAGE_TEXTS[page];
      return (
        keys.some(under) ||
        (metadata !== null &&
          (key === `${metadata}.title` || key === `${metadata}.description`))
      );
    }) ?? null
  );
}

/** How much of a title and a description search engines show (a guide, not a limit). */
export const SEARCH_LENGTHS = { title: 60, description: 160 } as const;

export const metadataKind = (key: string) =>
  key.startsWith("Metadata.")
    ? (key.slice(key.lastIndexOf(".") + 1) as keyof typeof SEARCH_LENGTHS)
    : null;

/**
 * Texts a person does not read on the page: the search engines' title and description, a picture's
 * description and a region's name, both read by screen readers.
 */
export type UnseenKind = "title" | "description" | "alt" | "name";

const NAMES: readonly string[] = ["Footer.label"];

export function unseenKind(key: string): UnseenKind | null {
  return (
    metadataKind(key) ??
    (key.endsWith("imageAlt") ? "alt" : NAMES.includes(key) ? "name" : null)
  );
}

type Tree = { [key: string]: string | Tree };

function keysUnder(tree: Tree, prefix: string): string[] {
  let node: string | Tree | undefined = tree;
  for (const part of prefix.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (node === undefined) return [];
  if (typeof node === "string") return [prefix];
  return Object.keys(node).flatMap((k) => keysUnder(tree, `${prefix}.${k}`));
}

/** Texts, then title and description. Addresses (`…Href`) are links, not words, and stay as they are. */
export function pageKeys(page: PageName, messages: object): string[] {
  const { keys, metadata } = PAGE_TEXTS[page];
  const tree = messages as Tree;
  return [
    ...keys.flatMap((prefix) => keysUnder(tree, prefix)),
    ...(metadata
      ? [`${metadata}.title`, `${metadata}.description`].filter(
          (key) => keysUnder(tree, key).length > 0,
        )
      : []),
  ].filter((key) => !key.endsWith("Href"));
}

export function messageAt(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split("."))
    node = node && typeof node === "object" ? (node as Tree)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}
