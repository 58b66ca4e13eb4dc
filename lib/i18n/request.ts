import { getRequestConfig } from "next-intl/server";
import { i18nConfig } from "./config";

// No locale is read from the request: see ./config.
export default getRequestConfig(async () => i18nConfig);
