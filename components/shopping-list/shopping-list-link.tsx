"use client";

import { useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icon";
import { NavLink } from "@/components/layout/nav-link";
import { formatMessage } from "@/lib/i18n/format";
import { storedCount } from "@/lib/shopping-list/count";

/**
 * The header's link to the list, with the number of lines read from
 * localStorage. Before hydration the count is blank; its slot keeps the same
 * width either way, so nothing moves when it appears.
 */
export function ShoppingListLink({
  label,
  countTemplate,
  className,
  labelClassName = "",
}: {
  label: string;
  /** e.g. "({count})" */
  countTemplate: string;
  className: string;
  labelClassName?: string;
}) {
  const count = useSyncExternalStore(
    storedCount.subscribe,
    storedCount.get,
    () => null,
  );
  return (
    <NavLink href="/shopping-list" className={className}>
      <Icon name="basket" className="size-5.5 shrink-0" />
      <span className={labelClassName}>{label}</span>
      <span className="inline-block min-w-[4.5ch] text-left tabular-nums">
        {count === null ? "" : formatMessage(countTemplate, { count })}
      </span>
    </NavLink>
  );
}
