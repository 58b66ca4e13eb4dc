import "server-only";
import messages from "@/messages/en.json";
import type { Strings } from "@/lib/i18n/client-messages";
import { getT } from "@/lib/i18n/translate";

// Placeholders stay as they are so the island can fill them (lib/i18n/client-messages).
const PLACEHOLDERS = { name: "{name}", count: "{count}", number: "{number}" };

function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Every AddProducts message, translated on the server, for the editor island. */
export async function editorStrings(): Promise<Strings> {
  const t = await getT("AddProducts");
  return Object.fromEntries(
    keysOf(messages.AddProducts).map((key) => [key, t(key, PLACEHOLDERS)]),
  );
}
