import type { KeyOf } from "@/lib/i18n/text";

/** The History messages the history screen's island receives. */
export const HISTORY_KEYS = [
  "listLabel",
  "loading",
  "loadFailed",
  "reload",
  "empty",
  "version",
  "current",
  "savedAt",
  "savedBy",
  "firstVersion",
  "count",
  "added",
  "removed",
  "renamed",
  "edited",
  "show",
  "hide",
  "productsLoading",
  "restore",
  "restoring",
  "confirmTitle",
  "confirmText",
  "confirmRestore",
  "cancel",
  "restored",
  "conflict",
  "failed",
  "signedOut",
] as const satisfies readonly KeyOf<"History">[];
export type HistoryKey = (typeof HISTORY_KEYS)[number];
