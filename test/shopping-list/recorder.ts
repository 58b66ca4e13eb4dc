import type { Ingredient } from "@/lib/shopping-list/ingredient";

/** A subscriber that records every list it is sent. */
export const recorder = () => {
  const calls: Ingredient[][] = [];
  return { calls, listener: (items: Ingredient[]) => void calls.push(items) };
};
