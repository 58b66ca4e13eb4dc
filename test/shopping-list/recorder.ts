import type { ListItem } from "@/lib/shopping-list/item";

/** A subscriber that records every list it is sent. */
export const recorder = () => {
  const calls: ListItem[][] = [];
  return { calls, listener: (items: ListItem[]) => void calls.push(items) };
};
