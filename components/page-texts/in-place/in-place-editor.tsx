"use client";

import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { FormAlert } from "@/components/ui/form-feedback";
import { ResultStatus } from "@/components/ui/result-status";
import { RequestError } from "@/lib/http/client";
import { labelOf } from "@/lib/page-texts/labels";
import {
  PAGE_TEXTS,
  pageOfKey,
  unseenKind,
  type PageName,
} from "@/lib/page-texts/pages";
import { problemWords } from "@/lib/page-texts/rules";
import { primaryButton, secondaryButton } from "../buttons";
import {
  changesOf,
  problemsOf,
  restoring,
  savedWords,
  type Draft,
} from "../drafts";
import { InsertButtons, insertIntoField } from "../insert-buttons";
import {
  fetchPageTexts,
  fetchSaves,
  putPageTexts,
  type RestoreTarget,
} from "../requests";
import { TextField } from "../text-field";
import {
  boxIn,
  boxOf,
  bringIntoView,
  insertAtCaret,
  keyOfBox,
  makeEditable,
  markedElements,
  typedText,
} from "./page-dom";

type Mode = "editing" | "saved" | "undone";

/** The pages whose texts this page shows (its own and the footer's), found by their marks. */
function pagesShown(marked: Map<string, HTMLElement[]>): PageName[] {
  const pages = [...marked.keys()].map(pageOfKey);
  return [...new Set(pages)].filter((page) => page !== null);
}

/** A text that is not words on the page, edited in the panel: pictures' and regions' names, and this page's title and description. */
const inPanel = (key: string, page: PageName, path: string) => {
  const kind = unseenKind(key);
  return kind === "alt" || kind === "name"
    ? true
    : kind !== null && PAGE_TEXTS[page].path === path;
};

/**
 * The words of the page, edited where they stand: every marked element becomes a box holding its text
 * as written, saved through the same API, rules and history as Manage → Page texts. Nothing of the
 * page's own rendering changes: the boxes are put back before the page is rendered again.
 */
export function InPlaceEditor({ onClose }: { onClose: () => void }) {
  const t = useTranslations("PageTexts");
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [marked] = useState(markedElements);
  const [path] = useState(() => window.location.pathname);
  const [pages] = useState(() => pagesShown(marked));
  const loads = useQueries({
    queries: pages.map((page) => ({
      queryKey: ["pageTexts", page],
      queryFn: () => fetchPageTexts(page),
    })),
  });
  const histories = useQueries({
    queries: pages.map((page) => ({
      queryKey: ["pageTexts", page, "saves"],
      queryFn: () => fetchSaves(page),
    })),
  });
  const loaded = loads.every((load) => load.isSuccess);

  const [draft, setDraft] = useState<Draft>({});
  // Texts whose verdict shows: left once, or everything after a Save.
  const [judged, setJudged] = useState<Set<string> | "all">(new Set<string>());
  const [mode, setMode] = useState<Mode>("editing");
  const [panelOpen, setPanelOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [undo, setUndo] = useState<Partial<Record<PageName, RestoreTarget>>>(
    {},
  );
  const [refreshes, setRefreshes] = useState(0);
  // The text to bring into view with its note, once the note is drawn.
  const reveal = useRef<string | null>(null);
  const [, relayout] = useReducer((n: number) => n + 1, 0);
  const bar = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // Where the insert buttons write: the text last written in, a box on the page or a field of the panel.
  const target = useRef<
    | { box: HTMLElement; range: Range }
    | { field: HTMLTextAreaElement; key: string }
    | null
  >(null);

  const textsOf = (page: PageName) => loads[pages.indexOf(page)]?.data?.texts;
  const all = pages.flatMap((page) =>
    (textsOf(page) ?? []).map((text) => ({ page, text })),
  );
  const texts = all.map(({ text }) => text);
  const byKey = new Map(texts.map((text) => [text.key, text]));
  const saved = savedWords(texts);
  const label = (key: string) => labelOf(key, saved, t);
  const onPage = [...marked.keys()].filter((key) => byKey.has(key));
  const panel = all
    .filter(({ page, text }) => inPanel(text.key, page, path))
    .map(({ text }) => text);
  const noteId = (key: string) => `${id}-${key}`;
  const valueOf = (key: string) => draft[key] ?? byKey.get(key)?.value ?? "";

  const problems = problemsOf(texts, draft);
  const serverFields =
    failure instanceof RequestError && failure.status === 400
      ? failure.fields
      : {};
  const warningOf = (key: string) =>
    serverFields[key] ??
    (problems[key] && (judged === "all" || judged.has(key))
      ? problemWords(t, problems[key])
      : undefined);
  const changes = Object.fromEntries(
    pages.map((page) => [page, changesOf(textsOf(page) ?? [], draft)]),
  ) as Record<PageName, Record<string, string | null>>;
  const changedCount = Object.values(changes).reduce(
    (count, page) => count + Object.keys(page).length,
    0,
  );

  // The page's words become boxes once their texts are here, and go back when editing ends.
  const startEditing = useEffectEvent(() => {
    const restores = onPage.flatMap((key) =>
      marked
        .get(key)!
        .map((element) => makeEditable(element, valueOf(key), label(key))),
    );
    // The first text in sight takes the focus, so typing starts where the person is looking.
    const boxes = onPage.flatMap((key) => marked.get(key)!).map(boxIn);
    const first =
      boxes.find((box) => {
        const { top, bottom } = box!.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      }) ?? boxes[0];
    first?.focus({ preventScroll: true });
    return () => restores.forEach((restore) => restore());
  });
  useLayoutEffect(() => {
    if (loaded && mode === "editing") return startEditing();
  }, [loaded, mode]);

  const typed = useEffectEvent((box: HTMLElement) => {
    const key = keyOfBox(box);
    const value = typedText(box);
    setDraft((was) => ({ ...was, [key]: value }));
    setFailure(null);
  });
  const left = useEffectEvent((box: HTMLElement) => {
    const key = keyOfBox(box);
    setJudged((was) => (was === "all" ? was : new Set(was).add(key)));
  });
  const escape = useEffectEvent(() => {
    if (!busy) onClose();
  });
  useEffect(() => {
    const onInput = (event: Event) => {
      const box = boxOf(event.target as Node);
      if (box) typed(box);
    };
    const onFocusOut = (event: FocusEvent) => {
      const box = boxOf(event.target as Node);
      if (box) left(box);
    };
    const onSelection = () => {
      const selection = document.getSelection();
      const box = boxOf(selection?.anchorNode ?? null);
      if (box && selection!.rangeCount > 0)
        target.current = {
          box,
          range: selection!.getRangeAt(0).cloneRange(),
        };
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      escape();
    };
    const onResize = () => relayout();
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("selectionchange", onSelection);
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("selectionchange", onSelection);
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  // Every box of a text shows what was typed in one of them (a label used five times), and says
  // whether it changed and what is wrong with it.
  useLayoutEffect(() => {
    if (!loaded || mode !== "editing") return;
    for (const key of onPage)
      for (const box of marked.get(key)!.map(boxIn)) {
        if (!box) continue;
        if (box !== document.activeElement && typedText(box) !== valueOf(key))
          box.textContent = valueOf(key);
        box.classList.toggle(
          "bg-gold-light/40",
          valueOf(key) !== byKey.get(key)!.value,
        );
        if (warningOf(key)) {
          box.setAttribute("aria-invalid", "true");
          box.setAttribute("aria-describedby", noteId(key));
        } else {
          box.removeAttribute("aria-invalid");
          box.removeAttribute("aria-describedby");
        }
      }
    const key = reveal.current;
    reveal.current = null;
    const element = key === null ? undefined : marked.get(key)?.[0];
    const box = element && boxIn(element);
    if (box) {
      const note = document.getElementById(noteId(key!));
      bringIntoView(
        [element, ...(note ? [note] : [])],
        bar.current!.getBoundingClientRect().top,
      );
      box.focus({ preventScroll: true });
    } else if (key !== null)
      document
        .querySelector<HTMLElement>(`[data-key="${key}"] textarea`)
        ?.focus();
  });

  // The page's end stays reachable above the bar.
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${bar.current?.offsetHeight ?? 0}px`;
      relayout();
    });
    if (bar.current) observer.observe(bar.current);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
    };
  }, []);

  // Rendered again only once the boxes are gone: React finds its own nodes.
  useEffect(() => {
    if (refreshes > 0) router.refresh();
  }, [refreshes, router]);
  useEffect(() => {
    if (mode !== "editing") status.current?.focus();
  }, [mode]);

  const insert = (placeholder: string) => {
    const into = target.current;
    if (into && "field" in into)
      insertIntoField(into.field, placeholder, (value) =>
        setDraft((was) => ({ ...was, [into.key]: value })),
      );
    else if (into) insertAtCaret(into.box, into.range, placeholder);
  };

  /** The first text that needs correcting, its note drawn with the next render; the panel's opened. */
  const showProblem = (key: string | undefined) => {
    if (key === undefined) return;
    reveal.current = key;
    if (!marked.has(key)) setPanelOpen(true);
    // Rendered even when nothing else changed (a second Save on the same mistake).
    relayout();
  };

  const save = async () => {
    setJudged("all");
    if (Object.keys(problems).length > 0)
      return showProblem(Object.keys(problems)[0]);
    const changed = pages.filter(
      (page) => Object.keys(changes[page]).length > 0,
    );
    // What each page showed before this save, for Undo: its latest save, or the originals. A page
    // whose history could not be read gets no Undo rather than a wrong one.
    const before = new Map<PageName, RestoreTarget>();
    pages.forEach((page, i) => {
      const history = histories[i];
      if (history?.isSuccess) before.set(page, history.data[0] ?? "originals");
    });
    setBusy(true);
    setFailure(null);
    const results = await Promise.allSettled(
      changed.map((page) =>
        putPageTexts(
          page,
          loads[pages.indexOf(page)]!.data!.version,
          changes[page],
        ),
      ),
    );
    const done = changed.filter((_, i) => results[i]!.status === "fulfilled");
    await Promise.all(
      done.map((page) =>
        queryClient.invalidateQueries({ queryKey: ["pageTexts", page] }),
      ),
    );
    setDraft((was) =>
      Object.fromEntries(
        Object.entries(was).filter(([key]) => !done.includes(pageOfKey(key)!)),
      ),
    );
    setUndo(
      Object.fromEntries(
        done.flatMap((page) =>
          before.has(page) ? [[page, before.get(page)!]] : [],
        ),
      ),
    );
    setBusy(false);
    const refused = results.find((result) => result.status === "rejected");
    if (refused) {
      setFailure(refused.reason);
      if (
        refused.reason instanceof RequestError &&
        refused.reason.status === 400
      )
        showProblem(Object.keys(refused.reason.fields)[0]);
      return;
    }
    setMode("saved");
    setRefreshes((n) => n + 1);
  };

  const undoSave = async () => {
    setBusy(true);
    setFailure(null);
    try {
      for (const [page, target] of Object.entries(undo) as [
        PageName,
        RestoreTarget,
      ][]) {
        const now = await queryClient.fetchQuery({
          queryKey: ["pageTexts", page],
          queryFn: () => fetchPageTexts(page),
          staleTime: 0,
        });
        await putPageTexts(
          page,
          now.version,
          restoring(now.texts, target),
          target === "originals" ? undefined : target.id,
        );
        await queryClient.invalidateQueries({ queryKey: ["pageTexts", page] });
      }
      setUndo({});
      setMode("undone");
      setRefreshes((n) => n + 1);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const failureWords =
    failure instanceof RequestError && failure.status === 409
      ? t("conflict")
      : failure instanceof RequestError && failure.status === 401
        ? t("signedOut")
        : failure instanceof RequestError && failure.status === 400
          ? t("fixFields")
          : failure
            ? t("failed")
            : judged === "all" && Object.keys(problems).length > 0
              ? t("fixFields")
              : null;

  const notes = onPage
    .filter((key) => warningOf(key))
    .map((key) => {
      const box = marked.get(key)![0]!.getBoundingClientRect();
      return (
        <p
          key={key}
          id={noteId(key)}
          style={{
            top: box.bottom + window.scrollY + 8,
            left: Math.max(8, box.left + window.scrollX),
          }}
          className="absolute z-30 max-w-[min(28rem,calc(100vw-1rem))] rounded-lg border border-red-800/40 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 shadow-md"
        >
          {warningOf(key)}
        </p>
      );
    });

  return (
    <>
      {/* In <main>, a landmark, beside the texts they speak of (main is not positioned). */}
      {mode === "editing"
        ? createPortal(notes, document.getElementById("main") ?? document.body)
        : null}
      <div
        ref={bar}
        role="region"
        aria-labelledby={`${id}-heading`}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-dark bg-cream text-olive shadow-[0_-8px_24px_-12px_rgb(47_59_34/0.35)]"
      >
        {mode === "editing" && panelOpen ? (
          <section
            id={`${id}-panel`}
            aria-labelledby={`${id}-panel-heading`}
            className="max-h-[50dvh] overflow-y-auto border-b border-sand-dark bg-cream-dark px-4 py-4 sm:px-6"
          >
            <div className="mx-auto flex max-w-3xl flex-col gap-5">
              <div>
                <h2
                  id={`${id}-panel-heading`}
                  className="font-serif text-xl font-semibold"
                >
                  {t("inPlace.unseen")}
                </h2>
                <p className="mt-1 text-sm text-stone-dark">
                  {t("inPlace.unseenIntro")}
                </p>
              </div>
              {panel.map((text) => (
                <div
                  key={text.key}
                  onFocus={(event) => {
                    if (event.target instanceof HTMLTextAreaElement)
                      target.current = {
                        field: event.target,
                        key: text.key,
                      };
                  }}
                >
                  <TextField
                    id={`${id}-${text.key.replace(/\W/g, "-")}`}
                    text={text}
                    label={label(text.key)}
                    value={valueOf(text.key)}
                    warning={warningOf(text.key)}
                    onChange={(value) => {
                      setFailure(null);
                      setDraft((was) => ({ ...was, [text.key]: value }));
                    }}
                  />
                </div>
              ))}
            </div>
          </section>
        ) : null}
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 sm:px-6">
          {mode === "editing" ? (
            <>
              <div className="flex flex-wrap items-baseline gap-x-3">
                <h2
                  id={`${id}-heading`}
                  className="font-serif text-lg font-semibold"
                >
                  {t("inPlace.heading")}
                </h2>
                <p role="status" className="text-sm text-stone-dark">
                  {loaded
                    ? t("inPlace.changed", { count: changedCount })
                    : t("inPlace.loading")}
                </p>
              </div>
              <p className="hidden text-sm text-stone-dark sm:block">
                {t("inPlace.hint")}
              </p>
              <FormAlert>
                {failureWords ? (
                  <>
                    {failureWords}
                    {failure instanceof RequestError &&
                    failure.status === 409 ? (
                      <button
                        type="button"
                        onClick={() => {
                          setFailure(null);
                          void queryClient.invalidateQueries({
                            queryKey: ["pageTexts"],
                          });
                        }}
                        className="ml-2 min-h-11 underline underline-offset-4"
                      >
                        {t("loadLatest")}
                      </button>
                    ) : null}
                  </>
                ) : null}
              </FormAlert>
              <InsertButtons onInsert={insert} />
              <div className="flex flex-wrap gap-2">
                {panel.length > 0 ? (
                  <button
                    type="button"
                    aria-expanded={panelOpen}
                    aria-controls={`${id}-panel`}
                    onClick={() => setPanelOpen((open) => !open)}
                    className={secondaryButton}
                  >
                    {t("inPlace.unseen")}
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={onClose}
                  disabled={busy}
                  className={secondaryButton}
                >
                  {t("inPlace.cancel")}
                </button>
                <button
                  type="button"
                  onClick={() => void save()}
                  disabled={busy || !loaded || changedCount === 0}
                  aria-busy={busy || undefined}
                  className={primaryButton}
                >
                  {busy ? t("saving") : t("inPlace.save")}
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id={`${id}-heading`} className="sr-only">
                {t("inPlace.heading")}
              </h2>
              <ResultStatus>
                <p
                  ref={status}
                  tabIndex={-1}
                  className="font-medium text-laurel-dark outline-none"
                >
                  {mode === "saved" ? t("inPlace.saved") : t("inPlace.undone")}
                </p>
              </ResultStatus>
              <FormAlert>{failure ? t("failed") : null}</FormAlert>
              <div className="flex flex-wrap items-center gap-2">
                {mode === "saved" && Object.keys(undo).length > 0 ? (
                  <button
                    type="button"
                    onClick={() => void undoSave()}
                    disabled={busy}
                    aria-busy={busy || undefined}
                    className={secondaryButton}
                  >
                    {t("inPlace.undo")}
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={onClose}
                  disabled={busy}
                  className={primaryButton}
                >
                  {t("inPlace.close")}
                </button>
                <a
                  href="/pageTexts"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-laurel-dark underline underline-offset-4"
                >
                  {t("inPlace.history")}
                </a>
              </div>
            </>
          )}
        </div>
      </div>
    </>
  );
}
