"use client";

import { useState } from "react";
import { parseAmount } from "@/lib/shopping-list/amount";
import { describedBy, inputClass } from "./fields";

// Read as every typed amount on the site ("12,5" is 12.5); empty is NaN, or undefined where the
// number is optional.
function parseDecimal(text: string, optional: boolean): number | undefined {
  if (text.trim() === "") return optional ? undefined : Number.NaN;
  return parseAmount(text);
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
  /** The field shows a hint (`${id}-hint`) the input is described by. */
  hint?: boolean;
  className?: string;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState(() => format(value));
  if (!same(parseDecimal(text, optional), value)) setText(format(value));
  return (
    <input
      id={id}
      type="text"
      inputMode={numeric ? "numeric" : "decimal"}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseDecimal(e.target.value, optional));
      }}
      onBlur={onBlur}
      className={`${inputClass} tabular-nums ${className}`}
      {...describedBy(id, error, hint)}
    />
  );
}
