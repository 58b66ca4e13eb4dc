import { TEXT_ATTRIBUTE } from "@/lib/page-texts/pages";

/** The elements that show a page text (marked by lib/page-texts/on-page.ts), by key, in page order. */
export function markedElements(): Map<string, HTMLElement[]> {
  const found = new Map<string, HTMLElement[]>();
  for (const element of document.querySelectorAll<HTMLElement>(
    `[${TEXT_ATTRIBUTE}]`,
  )) {
    const key = element.getAttribute(TEXT_ATTRIBUTE)!;
    found.set(key, [...(found.get(key) ?? []), element]);
  }
  return found;
}

const BOX = `[${TEXT_ATTRIBUTE}] > [contenteditable]`;

/** The box a text is being edited in, from a node inside it. */
export const boxOf = (node: Node | null) =>
  (node instanceof Element ? node : node?.parentElement)?.closest<HTMLElement>(
    BOX,
  ) ?? null;

/** The box inside a marked element while it is edited. */
export const boxIn = (element: HTMLElement) =>
  element.querySelector<HTMLElement>(`:scope > [contenteditable]`);

export const keyOfBox = (box: HTMLElement) =>
  box.parentElement!.getAttribute(TEXT_ATTRIBUTE)!;

const BOX_CLASS =
  "block rounded-sm whitespace-pre-wrap outline-2 outline-offset-4 outline-laurel outline-dashed focus:outline-solid";

/**
 * Puts a box holding the text as written (`{phone}` and all) in place of what React rendered inside
 * `element`, which keeps its own role: a heading stays a heading with a text box in it. A link loses its
 * address meanwhile, so it is not a link around a text box and a click edits instead of leaving. The
 * function returned puts back React's own nodes and attributes, before React renders the page again.
 */
export function makeEditable(
  element: HTMLElement,
  value: string,
  label: string,
): () => void {
  const rendered = [...element.childNodes];
  const href = element.getAttribute("href");
  const box = document.createElement("span");
  box.textContent = value;
  box.setAttribute("contenteditable", "plaintext-only");
  box.setAttribute("role", "textbox");
  box.setAttribute("aria-label", label);
  box.setAttribute("aria-multiline", "true");
  box.className = BOX_CLASS;
  element.replaceChildren(box);
  if (href !== null) element.removeAttribute("href");
  return () => {
    element.replaceChildren(...rendered);
    if (href !== null) element.setAttribute("href", href);
  };
}

/** The text as typed: line breaks are newline characters, `<br>` or new blocks, whatever the browser made. */
export function typedText(box: HTMLElement): string {
  const walk = (node: Node): string =>
    [...node.childNodes]
      .map((child, i) =>
        child.nodeType === Node.TEXT_NODE
          ? child.nodeValue
          : child.nodeName === "BR"
            ? "\n"
            : `${i > 0 ? "\n" : ""}${walk(child)}`,
      )
      .join("");
  const text = walk(box);
  // A last <br> only keeps an empty last line visible.
  return box.lastChild?.nodeName === "BR" ? text.slice(0, -1) : text;
}

/** Writes `text` where the caret was in `box` (its end if it never had one), as if typed. */
export function insertAtCaret(
  box: HTMLElement,
  caret: Range | null,
  text: string,
) {
  const range =
    caret && box.contains(caret.startContainer)
      ? caret
      : (() => {
          const end = document.createRange();
          end.selectNodeContents(box);
          end.collapse(false);
          return end;
        })();
  box.focus({ preventScroll: true });
  range.deleteContents();
  const inserted = document.createTextNode(text);
  range.insertNode(inserted);
  range.setStartAfter(inserted);
  range.collapse(true);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Scrolls so `boxes` (a text and its note) stand between the fixed header and the editor's bar, whose
 * top is `above`: the note must not hide behind the bar.
 */
export function bringIntoView(boxes: Element[], above: number) {
  const rects = boxes.map((box) => box.getBoundingClientRect());
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const header =
    parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) ||
    0;
  const margin = 16;
  if (bottom > above - margin)
    window.scrollBy(0, Math.min(bottom - above + margin, top - header));
  else if (top < header) window.scrollBy(0, top - header);
}
