import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { invalidInput, jsonError, unavailable } from "@/lib/http/responses";
import { textOf, type KeyOf } from "@/lib/i18n/text";
import { env } from "@/lib/env";
import { catalogSaved } from "./after-save";
import { catalogStore } from "./index";
import { deniedBy, isConflict, isNotFound, isUnavailable } from "./store";
import type { Product } from "./types";

/** The list version as an HTTP entity tag. */
export const etagOf = (version: string) => `"${version}"`;

/** The version named by an If-Match header (`"3"`, `W/"3"` or `3`); null when absent or `*`. */
export function versionFromIfMatch(header: string | null): string | null {
  const value = header?.trim().replace(/^W\//, "") ?? "";
  const unquoted = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  return unquoted === "" || unquoted === "*" ? null : unquoted;
}

/**
 * Saves the list `products` yields (or answers what it answers instead) over
 * the version If-Match names, as the signed-in editor, whose email the
 * history keeps: 428 without If-Match, otherwise the new version, also as the
 * ETag. Only a Firebase sign-in yields a token the Realtime Database accepts;
 * with local accounts the server writes with its own reader account.
 */
export async function saveCatalog(
  req: Request,
  editor: { idToken: string; user: { email: string } },
  products: () => Promise<Product[] | Response>,
): Promise<Response> {
  const expected = versionFromIfMatch(req.headers.get("if-match"));
  if (!expected)
    return jsonError(
      428,
      "Send the version you started from in the If-Match header (the ETag of GET /api/products)",
    );
  try {
    const list = await products();
    if (list instanceof Response) return list;
    const version = await catalogStore().replaceAll(list, expected, {
      idToken:
        env().IDENTITY_BACKEND === "firebase" ? editor.idToken : undefined,
      savedBy: editor.user.email,
    });
    catalogSaved();
    return NextResponse.json(
      { version, count: list.length },
      { headers: { ETag: etagOf(version), "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return catalogFailure(error);
  }
}

/** The list a kept save wrote, named by a URL's version; a 400 or 404 answer when that is malformed or not kept. */
export async function keptVersion(
  param: string,
): Promise<Product[] | Response> {
  if (!/^[1-9]\d{0,9}$/.test(param))
    return jsonError(
      400,
      "The version must be a whole number from 1, as GET /api/products/history lists them",
    );
  const products = await catalogStore().historyVersion(Number(param));
  return (
    products ??
    jsonError(
      404,
      `There is no kept catalogue version ${param}; it may have been pruned`,
    )
  );
}

const editorText = textOf("AddProducts");

/**
 * 400 naming each failing field (`3.ingredients.0.amount`) in the editor's
 * words: the schema's messages are keys of AddProducts.errors.
 */
export function invalidCatalog(error: z.ZodError): Response {
  const words = (key: string) => {
    const path = `errors.${key}` as KeyOf<"AddProducts">;
    return editorText.has(path) ? editorText(path) : key;
  };
  return invalidInput(error, words, "product list");
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
      : unavailable(
          "The catalogue database is not available; try again shortly",
        );
  }
  console.error("[catalog] unexpected failure:", error);
  return jsonError(500, "The catalogue could not be read or saved");
}
