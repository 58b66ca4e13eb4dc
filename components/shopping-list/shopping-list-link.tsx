"use client";

import { useSyncExternalStore } from "react";
import { NavLink } from "@/components/layout/nav-link";
import { formatMessage } from "@/lib/i18n/format";
import { readCount, subscribeCount } from "@/lib/shopping-list/count";
import { Icon } from "@/components/ui/icon";

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
  const count = useSyncExternalStore(subscribeCount, readCount, () => null);
  return (
    <NavLink href="/shopping-list" className={className}>
      <Icon
        size={22}
        weight={1.8}
        d="M4 9h16l-1.6 9.2a2 2 0 0 1-2 1.8H7.6a2 2 0 0 1-2-1.8L4 9ZM8.5 9 11 4M15.5 9 13 4M9.5 13v3.5M14.5 13v3.5"
        className="shrink-0"
      />
      <span className={labelClassName}>{label}</span>
      <span className="inline-block min-w-[4.5ch] text-left tabular-nums">
        {count === null ? "" : formatMessage(countTemplate, { count })}
      </span>
    </NavLink>
  );
}
