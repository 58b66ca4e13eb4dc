import { NextResponse } from "next/server";
import type { z } from "zod";
import { fieldErrors } from "@/lib/validation/field-errors";

export type FieldErrors = Record<string, string>;

/** Every non-success answer is `{ error, fields?, ...extra }`; lib/http/route.ts answers it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly more: {
      fields?: FieldErrors;
      headers?: HeadersInit;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "HttpError";
  }

  response(): Response {
    const { fields, headers, extra } = this.more;
    return NextResponse.json(
      { error: this.message, ...(fields && { fields }), ...extra },
      { status: this.status, headers },
    );
  }
}

export const jsonError = (
  status: number,
  error: string,
  fields?: FieldErrors,
  headers?: HeadersInit,
) => new HttpError(status, error, { fields, headers }).response();

export function privateJson(
  value: unknown,
  status = 200,
  headers?: Record<string, string>,
): Response {
  return NextResponse.json(value, {
    status,
    headers: { "Cache-Control": "no-store", ...headers },
  });
}

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
  return new HttpError(400, `Invalid ${what} (${summary})`, { fields });
}
