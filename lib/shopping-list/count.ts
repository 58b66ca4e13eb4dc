import { createStoredValue } from "@/lib/stored-value";
import { STARTING_COUNT, STORAGE_KEY } from "./limits";

/**
 * The number of lines on the stored list, for the header link on every page:
 * the `count` the list writes beside its lines (./browser), read without zod
 * or the store so that it adds almost nothing to each page's JavaScript. A
 * list stored before it had one counts its lines.
 */
export const storedCount = createStoredValue<number>(
  STORAGE_KEY,
  {
    safeParse(value: unknown) {
      const { count, items } = Object(value) as Record<string, unknown>;
      if (typeof count === "number") return { success: true, data: count };
      if (Array.isArray(items)) return { success: true, data: items.length };
      return { success: false };
    },
  },
  STARTING_COUNT,
);
