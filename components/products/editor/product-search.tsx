"use client";

import { useId } from "react";
import { inputClass, type T } from "./fields";

/** Whether a product's name contains the search words (any case); an empty search keeps all. */
export function matchesSearch(name: string, query: string): boolean {
  const words = query.trim().toLocaleLowerCase();
  return words === "" || name.toLocaleLowerCase().includes(words);
}

/** The search box over the product list, with how many products it shows. */
export function ProductSearch({
  query,
  shown,
  count,
  t,
  onChange,
}: {
  query: string;
  shown: number;
  count: number;
  t: T;
  onChange: (query: string) => void;
}) {
  const id = useId();
  const searching = query.trim() !== "";
  return (
    <div role="search" className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-olive">
        {t("searchLabel")}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="search"
          value={query}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-count`}
          className={`${inputClass} mt-0 max-w-md`}
        />
        {query !== "" ? (
          <button
            type="button"
            onClick={() => {
              onChange("");
              document.getElementById(id)?.focus();
            }}
            className="inline-flex min-h-11 items-center rounded-full border border-laurel/50 px-4 text-sm font-semibold text-laurel-dark hover:bg-laurel/10"
          >
            {t("searchClear")}
          </button>
        ) : null}
      </div>
      <p id={`${id}-count`} role="status" className="text-sm text-stone-dark">
        {searching
          ? shown === 0
            ? t("searchNone", { query: query.trim() })
            : t("searchCount", { shown, count })
          : null}
      </p>
    </div>
  );
}
