import { NextResponse } from "next/server";
import type { z } from "zod";
import { fieldErrors } from "@/lib/validation/field-errors";

export type FieldErrors = Record<string, string>;

/** A JSON error answer: `{ error, fields? }` with the given status. */
export function jsonError(
  status: number,
  error: string,
  fields?: FieldErrors,
  headers?: HeadersInit,
) {
  return NextResponse.json(fields ? { error, fields } : { error }, {
    status,
    headers,
  });
}

/** 400 naming each failing field, its message put into words by `words` (identity by default). */
export function invalidInput(
  error: z.ZodError,
  words: (message: string, field: string) => string = (m) => m,
  what = "input",
) {
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(error)).map(([f, m]) => [f, words(m, f)]),
  );
  const summary = Object.entries(fields)
    .slice(0, 3)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return jsonError(400, `Invalid ${what} (${summary})`, fields);
}

/** 405 with the Allow header. */
export function methodNotAllowed(allowed: string[]) {
  return jsonError(
    405,
    `Method not allowed; use ${allowed.join(", ")}`,
    undefined,
    {
      Allow: allowed.join(", "),
    },
  );
}
