import type messages from "./messages/en.json";

// next-intl's documented typing of message keys: a misspelt or missing key is
// a compiler error.
declare module "next-intl" {
  interface AppConfig {
    Locale: "en";
    Messages: typeof messages;
  }
}
