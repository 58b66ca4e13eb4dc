"use client";

import { useShoppingList } from "@/lib/shopping-list/stored-list";

/** The number of lines on the visitor's list, between the words the server gave; blank before hydration. */
export function ListCount({
  before,
  after,
}: {
  before: string;
  after: string;
}) {
  const items = useShoppingList();
  return items && `${before}${items.length}${after}`;
}
