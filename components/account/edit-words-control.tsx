"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { request } from "@/lib/http/client";
import type { IslandMessages } from "@/lib/i18n/island-messages";
import { TEXT_ATTRIBUTE } from "@/lib/page-texts/pages";
import { useClientSession } from "./session";

// Fetched when an editor starts editing: visitors, members and editors who only read download none of it.
const loadEditor = () =>
  import("@/components/page-texts/in-place/words-editor");
const WordsEditor = dynamic(loadEditor, { ssr: false });

/** Another page in <main> (a client-side navigation) is a change; editing inside it is not. */
function followPage(changed: () => void) {
  const main = document.querySelector("main");
  if (!main) return () => undefined;
  const observer = new MutationObserver(changed);
  observer.observe(main, { childList: true });
  return () => observer.disconnect();
}
const pageHasTexts = () =>
  document.querySelector(`main [${TEXT_ATTRIBUTE}]`) !== null;

/** "Edit the words on this page": for an editor, on a page whose words are page texts. */
export function EditWordsControl() {
  const session = useClientSession();
  return session?.role === "editor" ? <Control /> : null;
}

function Control() {
  const t = useTranslations("Account");
  const hasTexts = useSyncExternalStore(followPage, pageHasTexts, () => false);
  const [intl, setIntl] = useState<IslandMessages | null>(null);
  const [state, setState] = useState<"idle" | "opening" | "failed">("idle");
  const [closings, setClosings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // Back where the editing began.
  useEffect(() => {
    if (closings > 0) button.current?.focus();
  }, [closings]);

  // The editor's words come from the server (a static page cannot carry them for editors only).
  const open = async () => {
    setState("opening");
    try {
      const [words] = await Promise.all([
        request<IslandMessages>("/api/page-texts/editor"),
        loadEditor(),
      ]);
      setIntl(words);
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  if (!hasTexts) return null;
  if (intl)
    return (
      <WordsEditor
        intl={intl}
        onClose={() => {
          setIntl(null);
          setClosings((n) => n + 1);
        }}
      />
    );
  return (
    <div className="fixed right-4 bottom-4 z-30 flex max-w-[calc(100vw-2rem)] flex-col items-end gap-2">
      {state === "failed" ? (
        <p
          role="alert"
          className="rounded-lg border border-red-800/40 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {t("editWordsFailed")}
        </p>
      ) : null}
      <button
        ref={button}
        type="button"
        onClick={() => void open()}
        disabled={state === "opening"}
        aria-busy={state === "opening" || undefined}
        className="inline-flex min-h-11 items-center rounded-full bg-laurel px-5 font-semibold text-cream shadow-lg hover:bg-laurel-dark disabled:cursor-wait disabled:opacity-75"
      >
        {t("editWords")}
      </button>
    </div>
  );
}
