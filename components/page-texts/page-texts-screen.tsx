"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { LoadState } from "@/components/ui/load-state";
import { FormAlert } from "@/components/ui/form-feedback";
import { ResultStatus } from "@/components/ui/result-status";
import { RequestError, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import { labelOf } from "@/lib/page-texts/labels";
import {
  metadataKind,
  PAGE_NAMES,
  type PageName,
} from "@/lib/page-texts/pages";
import { problemWords } from "@/lib/page-texts/rules";
import {
  changesOf,
  problemsOf,
  restoring,
  savedWords,
  type Draft,
} from "./drafts";
import {
  fetchPageTexts,
  fetchSaves,
  putPageTexts,
  type PageText,
  type RestoreTarget,
} from "./requests";
import { primaryButton, secondaryButton } from "./buttons";
import { SavesList } from "./saves-list";
import { TextField } from "./text-field";
import { TextsPreview } from "./texts-preview";

type Drafts = Partial<Record<PageName, Draft>>;

export function PageTextsScreen() {
  const t = useTranslations("PageTexts");
  const id = useId();
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgain("/pageTexts");
  const [page, setPage] = useState<PageName>("home");
  const [drafts, setDrafts] = useState<Drafts>({});
  const [previewing, setPreviewing] = useState(false);
  // Preview's verdict on the unsaved words, shown as Save's would be.
  const [verdict, setVerdict] = useState<Record<string, string> | null>(null);
  const [undo, setUndo] = useState<RestoreTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

  const texts = useQuery({
    queryKey: ["pageTexts", page],
    queryFn: () => fetchPageTexts(page),
  });
  const saves = useQuery({
    queryKey: ["pageTexts", page, "saves"],
    queryFn: () => fetchSaves(page),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ["pageTexts", page] });

  const draft = drafts[page] ?? {};
  const current = texts.data?.texts ?? [];
  const valueOf = (text: PageText) => draft[text.key] ?? text.value;
  const changes = changesOf(current, draft);
  const saved = savedWords(current);

  const save = useMutation({
    mutationFn: (request: {
      texts: Record<string, string | null>;
      restores?: RestoreTarget;
    }) =>
      putPageTexts(
        page,
        texts.data!.version,
        request.texts,
        request.restores === "originals" ? undefined : request.restores?.id,
      ),
    onSuccess: async (_, request) => {
      setDrafts((was) => ({ ...was, [page]: {} }));
      setPreviewing(false);
      // A restore can be undone by restoring what was shown before it.
      setUndo(request.restores ? (saves.data?.[0] ?? "originals") : null);
      await refresh();
    },
  });

  const restore = (target: RestoreTarget) =>
    save.mutate({ texts: restoring(current, target), restores: target });

  const preview = () => {
    const problems = Object.entries(problemsOf(current, draft));
    if (problems.length === 0) return setPreviewing(true);
    save.reset();
    setVerdict(
      Object.fromEntries(
        problems.map(([key, problem]) => [key, problemWords(t, problem)]),
      ),
    );
  };

  const failure = texts.error ?? saves.error ?? save.error;
  useEffect(() => {
    if (signedOut(failure)) signInAgain();
  }, [failure, signInAgain]);
  const status = save.error instanceof RequestError ? save.error.status : null;
  const fields =
    verdict ?? (status === 400 ? (save.error as RequestError).fields : {});
  // The first marked text, with its warning, in view above the sticky bar (focus alone would scroll
  // only the box into view, and the warning under it would stay behind the bar).
  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLElement>(
      "[aria-invalid=true]",
    );
    const field = invalid?.closest<HTMLElement>("[data-key]");
    if (!invalid || !field) return;
    field.style.scrollMarginBottom = `${(barRef.current?.offsetHeight ?? 0) + 16}px`;
    field.scrollIntoView({ block: "nearest" });
    invalid.focus({ preventScroll: true });
  }, [save.error, verdict]);

  const edit = (key: string, value: string) => {
    save.reset();
    setUndo(null);
    setVerdict(null);
    setDrafts((was) => ({ ...was, [page]: { ...was[page], [key]: value } }));
  };
  const field = (text: PageText) => (
    <TextField
      key={text.key}
      id={`${id}-${text.key.replace(/\W/g, "-")}`}
      text={text}
      label={labelOf(text.key, saved, t)}
      value={valueOf(text)}
      warning={fields[text.key]}
      onChange={(value) => edit(text.key, value)}
    />
  );
  const onPage = current.filter((text) => !metadataKind(text.key));
  const forSearch = current.filter((text) => metadataKind(text.key));
  const nothingChanged = Object.keys(changes).length === 0;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <label htmlFor={`${id}-page`} className="font-medium text-olive">
          {t("choose")}
        </label>
        <select
          id={`${id}-page`}
          value={page}
          onChange={(event) => {
            save.reset();
            setUndo(null);
            setVerdict(null);
            setPreviewing(false);
            setPage(event.target.value as PageName);
          }}
          className="mt-1.5 block min-h-11 w-full rounded-lg border border-stone bg-white/80 px-3.5 py-2.5 text-base text-olive sm:w-auto"
        >
          {PAGE_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`pages.${name}`)}
            </option>
          ))}
        </select>
      </div>
      {!texts.isSuccess ? (
        <LoadState
          pending={texts.isPending}
          failed={texts.isError}
          loading={t("loading")}
          loadFailed={t("loadFailed")}
          reload={t("retry")}
          onReload={() => void texts.refetch()}
        />
      ) : previewing ? (
        <TextsPreview
          page={page}
          texts={current.map((text) => ({ ...text, value: valueOf(text) }))}
          onClose={() => setPreviewing(false)}
        />
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ texts: changes });
          }}
          className="flex flex-col gap-6"
        >
          <section
            aria-labelledby={`${id}-texts`}
            className="flex flex-col gap-6"
          >
            <h2
              id={`${id}-texts`}
              className="font-serif text-2xl font-semibold"
            >
              {t("textsHeading")}
            </h2>
            {onPage.map(field)}
          </section>
          {forSearch.length > 0 ? (
            <section
              aria-labelledby={`${id}-search`}
              className="flex flex-col gap-6"
            >
              <div>
                <h2
                  id={`${id}-search`}
                  className="font-serif text-2xl font-semibold"
                >
                  {t("searchHeading")}
                </h2>
                <p className="mt-1 text-sm text-stone-dark">
                  {t("searchIntro")}
                </p>
              </div>
              {forSearch.map(field)}
            </section>
          ) : null}
          <div
            ref={barRef}
            className="sticky bottom-0 flex flex-col gap-3 border-t border-sand-dark bg-cream py-4"
          >
            <FormAlert>
              {status === 409 ? (
                <>
                  {t("conflict")}{" "}
                  <button
                    type="button"
                    onClick={() => {
                      save.reset();
                      void refresh();
                    }}
                    className="min-h-11 underline underline-offset-4"
                  >
                    {t("loadLatest")}
                  </button>
                </>
              ) : status === 400 || verdict ? (
                t("fixFields")
              ) : status !== null && status !== 401 ? (
                t("failed")
              ) : null}
            </FormAlert>
            <ResultStatus className="empty:hidden">
              {save.isSuccess ? (
                <p className="font-medium text-laurel-dark">
                  {undo ? t("restored") : t("saved")}{" "}
                  {undo ? (
                    <button
                      type="button"
                      onClick={() => restore(undo)}
                      className="min-h-11 underline underline-offset-4"
                    >
                      {t("undoRestore")}
                    </button>
                  ) : null}
                </p>
              ) : null}
            </ResultStatus>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                onClick={preview}
                className={secondaryButton}
              >
                {t("preview")}
              </button>
              <button
                type="submit"
                disabled={save.isPending || nothingChanged}
                aria-busy={save.isPending || undefined}
                aria-describedby={
                  nothingChanged ? `${id}-unchanged` : undefined
                }
                className={primaryButton}
              >
                {save.isPending ? t("saving") : t("save")}
              </button>
            </div>
            {nothingChanged ? (
              <p id={`${id}-unchanged`} className="text-sm text-stone-dark">
                {t("nothingChanged")}
              </p>
            ) : null}
          </div>
        </form>
      )}
      {saves.isSuccess ? (
        <SavesList
          saves={saves.data}
          busy={save.isPending}
          onRestore={restore}
        />
      ) : null}
    </div>
  );
}
