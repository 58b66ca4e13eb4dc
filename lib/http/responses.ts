import { NextResponse } from "next/server";
import type { z } from "zod";

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

/** Turns a zod error into one message per field, e.g. `{ email: "must be a valid email address" }`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** 400 naming each failing field. */
export function invalidInput(error: z.ZodError) {
  const fields = fieldErrors(error);
  const summary = Object.entries(fields)
    .slice(0, 3)
    .map(([field, message]) => `${field}: ${message}`)
    .join("; ");
  return jsonError(400, `Invalid input (${summary})`, fields);
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
