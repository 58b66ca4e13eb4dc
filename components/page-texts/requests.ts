import { AdminRequestError, adminRequest } from "@/lib/http/admin-request";
import { timedFetch } from "@/lib/http/timed-fetch";
import type { PageName } from "@/lib/page-texts/pages";

/** One text of a page as GET /api/page-texts/{page} gives it. */
export type PageText = { key: string; original: string; value: string };
/** One kept save of a page (GET /api/page-texts/{page}/saves). */
export type PageSave = {
  id: string;
  at: string;
  by: string;
  texts: { key: string; value: string }[];
  restores?: string;
};

/** What a restore brings back: a kept save, or the message file's texts. */
export type RestoreTarget = PageSave | "originals";

/** A page's texts and the version they were read at (their ETag). */
export async function fetchPageTexts(page: PageName) {
  const res = await timedFetch(`/api/page-texts/${page}`, {
    cache: "no-store",
  }).catch(() => {
    throw new AdminRequestError(0);
  });
  if (!res.ok) throw new AdminRequestError(res.status);
  const body = (await res.json()) as { texts: PageText[] };
  const etag = res.headers.get("etag") ?? "";
  return { texts: body.texts, version: etag.replace(/^(W\/)?"(.*)"$/, "$2") };
}

export const fetchSaves = (page: PageName) =>
  adminRequest<{ saves: PageSave[] }>(`/api/page-texts/${page}/saves`).then(
    (body) => body.saves,
  );

/** PUT /api/page-texts/{page} from `version`: texts by key, null back to the original. */
export const putPageTexts = (
  page: PageName,
  version: string,
  texts: Record<string, string | null>,
  restores?: string,
) =>
  adminRequest<{ version: string }>(`/api/page-texts/${page}`, {
    method: "PUT",
    headers: { "if-match": `"${version}"` },
    json: { texts, restores },
  });
