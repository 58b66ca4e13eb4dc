"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icon";
import { NavLink } from "@/components/layout/nav-link";
import { storedCount } from "@/lib/shopping-list/count";

const styles = {
  // In the header bar from the md breakpoint; below lg only the icon and count show.
  bar: {
    className:
      "nav-pill hidden min-h-11 items-center gap-1.5 px-3 md:inline-flex",
    labelClassName: "sr-only lg:not-sr-only",
  },
  menu: { className: "nav-row gap-2", labelClassName: "" },
} as const;

/**
 * The header's link to the list, with the number of lines read from
 * localStorage, for the header bar or the mobile menu. Before hydration the
 * count is blank; its slot keeps the same width either way, so nothing moves
 * when it appears.
 */
export function ShoppingListLink({
  variant,
}: {
  variant: keyof typeof styles;
}) {
  const t = useTranslations("Header");
  const count = useSyncExternalStore(
    storedCount.subscribe,
    storedCount.get,
    () => null,
  );
  const { className, labelClassName } = styles[variant];
  return (
    <NavLink href="/shopping-list" className={className}>
      <Icon name="basket" className="size-5.5 shrink-0" />
      <span className={labelClassName}>{t("shoppingList")}</span>
      <span className="inline-block min-w-[4.5ch] text-left tabular-nums">
        {count === null ? "" : t("shoppingListCount", { count })}
      </span>
    </NavLink>
  );
}
