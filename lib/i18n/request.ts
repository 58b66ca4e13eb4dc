import { getRequestConfig } from "next-intl/server";
import messages from "@/messages/en.json";
import { fallbackForMissing, reportMissing } from "./fallback";

// English is the only language rendered; French only
// leads to the under-construction page, so no locale is read from the request.
export default getRequestConfig(async () => ({
  locale: "en",
  messages,
  onError: reportMissing,
  getMessageFallback: fallbackForMissing,
}));
