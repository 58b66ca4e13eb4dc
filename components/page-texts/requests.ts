import { request, requestVersioned } from "@/lib/http/client";
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
export const fetchPageTexts = (page: PageName) =>
  requestVersioned<{ texts: PageText[] }>(`/api/page-texts/${page}`).then(
    ({ body, version }) => ({ texts: body.texts, version }),
  );

export const fetchSaves = (page: PageName) =>
  request<{ saves: PageSave[] }>(`/api/page-texts/${page}/saves`).then(
    (body) => body.saves,
  );

/** PUT /api/page-texts/{page} from `version`: texts by key, null back to the original. */
export const putPageTexts = (
  page: PageName,
  version: string,
  texts: Record<string, string | null>,
  restores?: string,
) =>
  request<{ version: string }>(`/api/page-texts/${page}`, {
    method: "PUT",
    version,
    json: { texts, restores },
  });
