import type messages from "./messages/en.json";

// next-intl's documented typing of message keys (next-intl re-exports
// use-intl's AppConfig): a misspelt or missing key is a compiler error.
declare module "use-intl" {
  interface AppConfig {
    Locale: "en";
    Messages: typeof messages;
  }
}
