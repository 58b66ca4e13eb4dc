"use client";

import { useSyncExternalStore } from "react";
import { browserShoppingList } from "@/lib/shopping-list/browser";

const subscribe = (notify: () => void) =>
  browserShoppingList().subscribe(() => notify());
const getSnapshot = () => browserShoppingList().getSnapshot();
// The list lives in the browser: the static shell renders without it.
const getServerSnapshot = () => null;

/** The visitor's list (null until the page has hydrated) and the store behind it. */
export function useShoppingList() {
  const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { items, store: items === null ? null : browserShoppingList() };
}
