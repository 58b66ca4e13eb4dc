import { siteChanged } from "@/lib/site-changes";
import { z } from "zod";
import { KiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { etagOf, route } from "@/lib/http/route";
import { isPageName, PAGE_NAMES, type PageName } from "@/lib/page-texts/pages";
import { normalized, type Problem } from "@/lib/page-texts/rules";
import { readPageTexts, refused, savePageTexts } from "@/lib/page-texts/store";

export const dynamic = "force-dynamic";

function pageOf(params: Record<string, string>): PageName {
  const page = params.page ?? "";
  if (!isPageName(page))
    throw new HttpError(
      404,
      `There are no texts for this page; the pages are ${PAGE_NAMES.join(", ")}`,
    );
  return page;
}

export const GET = route(
  { role: "visitor", store: "pageTexts" },
  async ({ params }) => {
    const page = pageOf(params);
    const { texts, version } = await readPageTexts(page);
    return privateJson({ page, texts }, 200, { ETag: etagOf(version) });
  },
);

// Each text is checked by its key in the handler, so a 400 names the key itself.
const changesSchema = z.object({
  texts: z.record(z.string(), z.unknown()),
  restores: z.string().max(100).optional(),
});

export const PUT = route(
  {
    role: "editor",
    store: "pageTexts",
    ifMatch: true,
    body: changesSchema,
    limit: 256 * KiB,
    what: "page texts",
  },
  async ({ params, body, version, auth }) => {
    const page = pageOf(params);
    const given = Object.entries(body.texts);
    // fromEntries makes each key its own entry, "__proto__" too.
    const changes = Object.fromEntries(
      given.flatMap(([key, value]) =>
        value === null || typeof value === "string"
          ? [[key, value === null ? null : normalized(value)]]
          : [],
      ),
    );
    const wrong = Object.fromEntries(
      given
        .filter(([, value]) => value !== null && typeof value !== "string")
        .map(([key]): [string, Problem] => [key, { code: "notText" }]),
    );
    if (Object.keys(wrong).length > 0) throw refused(wrong);
    const saved = await savePageTexts(page, changes, {
      version,
      by: auth.user.email,
      restores: body.restores,
    });
    await siteChanged();
    const { texts } = await readPageTexts(page);
    return privateJson({ page, texts, version: saved }, 200, {
      ETag: etagOf(saved),
    });
  },
);
