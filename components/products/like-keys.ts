import type { KeyOf } from "@/lib/i18n/text";

/** The Products messages the like button island receives. */
export const LIKE_KEYS = [
  "like",
  "liked",
  "likeFailed",
] as const satisfies readonly KeyOf<"Products">[];
export type LikeKey = (typeof LIKE_KEYS)[number];
