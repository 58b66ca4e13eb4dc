import { getRequestConfig } from "next-intl/server";
import { pageMessages } from "@/lib/page-texts/messages";
import { i18nConfig } from "./config";

// No locale is read from the request: see ./config. The public pages' texts
// an editor changed replace the message file's (lib/page-texts).
export default getRequestConfig(async () => ({
  ...i18nConfig,
  messages: await pageMessages(),
}));
