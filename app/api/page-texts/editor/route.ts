import { privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { i18nConfig } from "@/lib/i18n/config";

export const dynamic = "force-dynamic";

// The in-place editor's own words (components/page-texts/in-place): a static page cannot carry them for
// an editor only, and every visitor would download them as a prop, so the editor asks when it opens.
export const GET = route({ role: "editor" }, () =>
  privateJson({
    locale: i18nConfig.locale,
    messages: { PageTexts: i18nConfig.messages.PageTexts },
  }),
);
