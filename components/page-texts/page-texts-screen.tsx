"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { LoadState } from "@/components/ui/load-state";
import { FormAlert } from "@/components/ui/form-feedback";
import { RequestError, signedOut } from "@/lib/http/client";
import { useSignInAgain } from "@/components/account/use-sign-in-again";
import {
  metadataKind,
  PAGE_NAMES,
  type PageName,
} from "@/lib/page-texts/pages";
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

type Drafts = Partial<Record<PageName, Record<string, string>>>;

// Only changed texts are sent, so saving again after someone else's save (409) keeps their other changes.
export function PageTextsScreen() {
  const t = useTranslations("PageTexts");
  const id = useId();
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgain("/pageTexts");
  const [page, setPage] = useState<PageName>("home");
  const [drafts, setDrafts] = useState<Drafts>({});
  const [previewing, setPreviewing] = useState(false);
  const [undo, setUndo] = useState<RestoreTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

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
  const changes = Object.fromEntries(
    current
      .filter((text) => valueOf(text) !== text.value)
      .map((text) => [
        text.key,
        valueOf(text) === text.original ? null : valueOf(text),
      ]),
  );

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

  const restore = (target: RestoreTarget) => {
    const kept = target === "originals" ? [] : target.texts;
    save.mutate({
      texts: Object.fromEntries(
        current.map((text) => [
          text.key,
          kept.find((k) => k.key === text.key)?.value ?? null,
        ]),
      ),
      restores: target,
    });
  };

  const failure = texts.error ?? saves.error ?? save.error;
  useEffect(() => {
    if (signedOut(failure)) signInAgain();
  }, [failure, signInAgain]);
  const status = save.error instanceof RequestError ? save.error.status : null;
  const fields = status === 400 ? (save.error as RequestError).fields : {};
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [save.error]);

  const edit = (key: string, value: string) => {
    save.reset();
    setUndo(null);
    setDrafts((was) => ({ ...was, [page]: { ...was[page], [key]: value } }));
  };
  const field = (text: PageText) => (
    <TextField
      key={text.key}
      id={`${id}-${text.key.replace(/\W/g, "-")}`}
      text={text}
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
          <div className="sticky bottom-0 flex flex-col gap-3 border-t border-sand-dark bg-cream py-4">
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
              ) : status === 400 ? (
                t("fixFields")
              ) : status !== null && status !== 401 ? (
                t("failed")
              ) : null}
            </FormAlert>
            <div role="status" className="empty:hidden">
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
            </div>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => setPreviewing(true)}
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
