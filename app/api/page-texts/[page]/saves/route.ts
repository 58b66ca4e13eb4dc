import { HttpError, privateJson } from "@/lib/http/responses";
import { etagOf, route } from "@/lib/http/route";
import { isPageName } from "@/lib/page-texts/pages";
import { readPageTexts } from "@/lib/page-texts/store";

export const dynamic = "force-dynamic";

export const GET = route(
  { role: "editor", store: "pageTexts" },
  async ({ params }) => {
    const page = params.page ?? "";
    if (!isPageName(page))
      throw new HttpError(404, "There are no texts for this page");
    const { saves, version } = await readPageTexts(page);
    return privateJson({ page, saves }, 200, { ETag: etagOf(version) });
  },
);
