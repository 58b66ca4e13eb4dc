import type { IslandT } from "@/lib/i18n/client-messages";
import type { KeyOf } from "@/lib/i18n/text";

/** The editor receives every AddProducts message. */
export type EditorKey = KeyOf<"AddProducts">;
export type EditorT = IslandT<EditorKey>;
