"use client";

import { useState } from "react";
import { parseAmount } from "@/lib/shopping-list/amount";
import { describedBy, inputClass } from "./fields";

// Read as every typed amount is (lib/shopping-list/amount); empty is NaN, or undefined where the number is optional.
function parseDecimal(
  text: string,
  { optional, percent }: { optional: boolean; percent: boolean },
): number | undefined {
  if (text.trim() === "") return optional ? undefined : Number.NaN;
  return parseAmount(text, { percent });
}

const same = (a: number | undefined, b: number | undefined) =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));
const format = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? String(value) : "";

// Keeps what was typed ("12." on its way to "12.5"); when the number changes from outside, the text follows.
export function DecimalInput({
  id,
  value,
  error,
  optional = false,
  numeric = false,
  percent = false,
  hint = false,
  className = "",
  onChange,
  onBlur,
}: {
  id: string;
  value: number | undefined;
  error: string | undefined;
  optional?: boolean;
  /** Whole numbers only: the phone offers digits. */
  numeric?: boolean;
  /** A share, which may be typed with its sign ("75 %"). */
  percent?: boolean;
  /** Described by the element `${id}-hint` (its unit). */
  hint?: boolean;
  className?: string;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState(() => format(value));
  const read = (typed: string) => parseDecimal(typed, { optional, percent });
  if (!same(read(text), value)) setText(format(value));
  return (
    <input
      id={id}
      type="text"
      inputMode={numeric ? "numeric" : "decimal"}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(read(e.target.value));
      }}
      onBlur={onBlur}
      className={`${inputClass} tabular-nums ${className}`}
      {...describedBy(id, error, hint)}
    />
  );
}
