import "server-only";
import { env } from "@/lib/env";
import { HttpError, privateJson } from "@/lib/http/responses";
import { etagOf } from "@/lib/http/route";
import { catalogSaved } from "./after-save";
import { catalogStore } from "./index";
import type { Product } from "./types";

/** Only a Firebase sign-in yields a token the Realtime Database accepts; local accounts write as the server. */
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
