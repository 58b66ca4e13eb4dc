import "server-only";
import { env } from "@/lib/env";
import { HttpError, privateJson } from "@/lib/http/responses";
import { etagOf } from "@/lib/http/route";
import { catalogSaved } from "./after-save";
import { catalogStore } from "./index";
import type { Product } from "./types";

/**
 * Saves `list` over the version If-Match named, as the signed-in editor,
 * whose email the history keeps (with the version a restore brings back);
 * answers the new version, also as the ETag, and whether anything changed
 * (the stored list unchanged writes nothing and keeps its version).
 * Only a Firebase sign-in yields a token the Realtime Database accepts; with
 * local accounts the server writes with its own reader account.
 */
export async function saveCatalog(
  list: Product[],
  expected: string,
  editor: { idToken: string; user: { email: string } },
  restoredFrom?: number,
): Promise<Response> {
  const version = await catalogStore().replaceAll(list, expected, {
    idToken: env().IDENTITY_BACKEND === "firebase" ? editor.idToken : undefined,
    savedBy: editor.user.email,
    restoredFrom,
  });
  const changed = version !== expected;
  if (changed) await catalogSaved();
  return privateJson({ version, count: list.length, changed }, 200, {
    ETag: etagOf(version),
  });
}

/** The list a kept save wrote, named by a URL's version: 400 when that is malformed, 404 when it is not kept. */
export async function keptVersion(param: string): Promise<Product[]> {
  if (!/^[1-9]\d{0,9}$/.test(param))
    throw new HttpError(
      400,
      "The version must be a whole number from 1, as GET /api/products/history lists them",
    );
  const products = await catalogStore().historyVersion(Number(param));
  if (!products)
    throw new HttpError(
      404,
      `There is no kept catalogue version ${param}; it may have been pruned`,
    );
  return products;
}
