"use client";

import { useSyncExternalStore } from "react";
import { storedCount } from "@/lib/shopping-list/count";

/** The number of lines on the stored list, between the words the server gave; blank before hydration. */
export function ListCount({
  before,
  after,
}: {
  before: string;
  after: string;
}) {
  const count = useSyncExternalStore(
    storedCount.subscribe,
    storedCount.get,
    () => null,
  );
  return count === null ? null : `${before}${count}${after}`;
}
