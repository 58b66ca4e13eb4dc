"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import {
  conflictKey,
  TEXT_FIELDS,
  type Choice,
  type MergeConflict,
} from "./merge";
import { inputClass } from "./fields";

type Pick = "mine" | "theirs" | "edit";
const SIDE = { mine: "conflictYours", theirs: "conflictTheirs" } as const;

// The panel replaces the save just asked for: focus goes to it (once: the callback is stable).
const focus = (element: HTMLElement | null) => element?.focus();

const option =
  "flex min-h-11 cursor-pointer gap-3 rounded-xl border border-sand-dark bg-white p-3 has-checked:border-laurel has-checked:ring-2 has-checked:ring-laurel";

const mineText = (c: MergeConflict) =>
  c.kind === "field" ? String(c.mine[c.field] ?? "") : "";

export function ConflictPanel({
  conflicts,
  busy,
  onResolve,
}: {
  conflicts: readonly MergeConflict[];
  busy: boolean;
  onResolve: (choices: Record<string, Choice>) => void;
}) {
  const t = useTranslations("AddProducts");
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [texts, setTexts] = useState<Record<string, string>>({});

  return (
    <section
      aria-labelledby="conflicts-heading"
      className="grid gap-4 rounded-2xl border-2 border-gold-dark bg-gold-light/40 p-4 sm:p-6"
    >
      <h2
        id="conflicts-heading"
        ref={focus}
        tabIndex={-1}
        className="font-serif text-2xl font-semibold text-olive"
      >
        {t("conflictsHeading")}
      </h2>
      <p className="text-olive">{t("conflictsIntro")}</p>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const choices: Record<string, Choice> = {};
          for (const conflict of conflicts) {
            const key = conflictKey(conflict);
            const pick = picks[key] ?? "mine";
            choices[key] =
              pick === "edit"
                ? { text: texts[key] ?? mineText(conflict) }
                : pick;
          }
          onResolve(choices);
        }}
      >
        {conflicts.map((conflict) => {
          const key = conflictKey(conflict);
          const pick = picks[key] ?? "mine";
          const radio = (value: Pick, text: ReactNode) => (
            <label key={value} className={option}>
              <input
                type="radio"
                name={key}
                checked={pick === value}
                onChange={() => setPicks((all) => ({ ...all, [key]: value }))}
                className="mt-1 size-5 shrink-0 accent-laurel"
              />
              {text}
            </label>
          );
          const merged = conflict.kind === "field" ? conflict.field : null;
          const field = t(
            merged === "imagePath" ? "image" : (merged ?? "conflictProduct"),
          );
          const name = conflict.name.trim() || t("untitled");
          return (
            <fieldset key={key} className="grid gap-3">
              <legend className="mb-2 font-semibold text-olive">
                {t("conflictLegend", { name, field })}
              </legend>
              <div className="grid gap-3 md:grid-cols-2">
                {(["mine", "theirs"] as const).map((side) =>
                  radio(
                    side,
                    <span className="grid min-w-0 gap-1">
                      <span className="font-semibold text-olive">
                        {t(SIDE[side])}
                      </span>
                      <span className="text-olive">
                        <ConflictValue conflict={conflict} side={side} />
                      </span>
                    </span>,
                  ),
                )}
              </div>
              {merged && TEXT_FIELDS.includes(merged) ? (
                <div className="grid gap-2">
                  {radio(
                    "edit",
                    <span className="font-semibold text-olive">
                      {t("conflictEdit")}
                    </span>,
                  )}
                  {pick === "edit" ? (
                    <textarea
                      aria-label={t("conflictEditLabel", { name, field })}
                      value={texts[key] ?? mineText(conflict)}
                      onChange={(e) =>
                        setTexts({ ...texts, [key]: e.target.value })
                      }
                      rows={merged === "description" ? 5 : 2}
                      className={inputClass}
                    />
                  ) : null}
                </div>
              ) : null}
            </fieldset>
          );
        })}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-self-start rounded-full bg-laurel px-5 font-semibold text-cream hover:bg-laurel-dark disabled:cursor-wait disabled:opacity-60"
        >
          {t("conflictSave")}
        </button>
      </form>
    </section>
  );
}

function ConflictValue({
  conflict,
  side,
}: {
  conflict: MergeConflict;
  side: "mine" | "theirs";
}) {
  const t = useTranslations("AddProducts");
  if (conflict.kind === "product")
    return conflict[side] ? t("conflictKept") : t("conflictDeleted");
  const value = conflict[side];
  switch (conflict.field) {
    case "ingredients":
      return value.ingredients?.length ? (
        <ul className="list-inside list-disc">
          {value.ingredients.map((row, i) => (
            <li key={i}>
              {row.name}: {row.amount}
            </li>
          ))}
        </ul>
      ) : (
        t("noIngredients")
      );
    case "price":
      return value.price === undefined
        ? t("conflictNotSet")
        : `${value.price} ${value.currency ?? ""}`;
    case "stock":
      return value.stock === undefined
        ? t("stockNotCounted")
        : String(value.stock);
    default: {
      const text = value[conflict.field];
      return text ? (
        <span className="break-words whitespace-pre-wrap">{text}</span>
      ) : (
        <span className="text-stone-dark italic">{t("conflictEmpty")}</span>
      );
    }
  }
}
