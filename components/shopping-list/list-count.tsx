"use client";

import { useShoppingList } from "@/lib/shopping-list/stored-list";

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
