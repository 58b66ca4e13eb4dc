import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import messages from "@/messages/en.json";
import { invalidInput, jsonError } from "@/lib/http/responses";
import { deniedBy, isConflict, isNotFound, isUnavailable } from "./store";

/** The list version as an HTTP entity tag. */
export function etagOf(version: string): string {
  return `"${version}"`;
}

/** The version named by an If-Match header (`"3"`, `W/"3"` or `3`); null when absent or `*`. */
export function versionFromIfMatch(header: string | null): string | null {
  const value = header?.trim().replace(/^W\//, "") ?? "";
  const unquoted = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  return unquoted === "" || unquoted === "*" ? null : unquoted;
}

const errorTexts = messages.AddProducts.errors as Record<string, string>;

/** 400 naming each failing field (`3.ingredients.0.amount`) in plain words. */
export function invalidCatalog(error: z.ZodError): Response {
  return invalidInput(error, (m) => errorTexts[m] ?? m, "product list");
}

/** Maps the store's errors to answers; anything unexpected is the server's fault and is logged. */
export function catalogFailure(error: unknown): Response {
  if (isConflict(error)) {
    const { version } = error.current;
    return NextResponse.json(
      {
        error:
          "The catalogue was changed since you fetched it; fetch the latest version before saving",
        version,
      },
      {
        status: 409,
        headers: { ETag: etagOf(version), "Cache-Control": "no-store" },
      },
    );
  }
  if (isNotFound(error)) {
    return jsonError(404, "There is no product with this id");
  }
  if (isUnavailable(error)) {
    console.error(`[catalog] ${error.message}`);
    return deniedBy(error)
      ? jsonError(502, "The catalogue database refused the request")
      : jsonError(
          503,
          "The catalogue database is not available; try again shortly",
          undefined,
          {
            "Retry-After": "30",
          },
        );
  }
  console.error("[catalog] unexpected failure:", error);
  return jsonError(500, "The catalogue could not be read or saved");
}
