import { request, requestVersioned } from "@/lib/http/client";
import type { PageName } from "@/lib/page-texts/pages";

export type PageText = { key: string; original: string; value: string };
export type PageSave = {
  id: string;
  at: string;
  by: string;
  texts: { key: string; value: string }[];
  restores?: string;
};

export type RestoreTarget = PageSave | "originals";

export const fetchPageTexts = (page: PageName) =>
  requestVersioned<{ texts: PageText[] }>(`/api/page-texts/${page}`).then(
    ({ body, version }) => ({ texts: body.texts, version }),
  );

export const fetchSaves = (page: PageName) =>
  request<{ saves: PageSave[] }>(`/api/page-texts/${page}/saves`).then(
    (body) => body.saves,
  );

/** Null sends a text back to the original. */
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
