"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { formatDate } from "@/lib/format-date";
import type { PageSave, RestoreTarget } from "./requests";
import { secondaryButton } from "./buttons";

export function SavesList({
  saves,
  busy,
  onRestore,
}: {
  saves: PageSave[];
  busy: boolean;
  onRestore: (target: RestoreTarget) => void;
}) {
  const t = useTranslations("PageTexts");
  const id = useId();
  const timeOf = (saveId: string) => {
    const found = saves.find((s) => s.id === saveId);
    return found ? formatDate(found.at) : "";
  };
  const row = (
    key: string,
    title: string,
    lines: string[],
    target: RestoreTarget,
    label: string,
    current: boolean,
  ) => (
    <li
      key={key}
      className="rounded-xl border border-sand-dark bg-white/70 p-4"
    >
      <p className="font-semibold">
        {title} {current ? t("current") : null}
      </p>
      {lines.map((line) => (
        <p key={line} className="text-sm text-stone-dark">
          {line}
        </p>
      ))}
      {current ? null : (
        <button
          type="button"
          disabled={busy}
          onClick={() => onRestore(target)}
          aria-label={`${label}: ${title}`}
          className={`${secondaryButton} mt-3 text-sm`}
        >
          {label}
        </button>
      )}
    </li>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold">
        {t("historyHeading")}
      </h2>
      <p className="text-sm text-stone-dark">
        {saves.length ? t("historyIntro") : t("noSaves")}
      </p>
      <ol className="flex flex-col gap-3">
        {saves.map((save, i) =>
          row(
            save.id,
            t("saveLine", { time: formatDate(save.at), by: save.by }),
            [
              ...(save.restores && timeOf(save.restores)
                ? [t("restoredFrom", { time: timeOf(save.restores) })]
                : []),
              t("changedCount", { count: save.texts.length }),
            ],
            save,
            t("restore"),
            i === 0,
          ),
        )}
        {row(
          "originals",
          t("originals"),
          [],
          "originals",
          t("restoreOriginals"),
          saves.length === 0 || saves[0]!.texts.length === 0,
        )}
      </ol>
    </section>
  );
}
