"use client";

import { useTranslations } from "next-intl";

/** The button's name ends with the words; the eye reads the number. */
export function UnreadBadge({
  unread,
  className = "",
}: {
  unread: number;
  className?: string;
}) {
  const t = useTranslations("Account");
  if (unread === 0) return null;
  return (
    <>
      <span className="sr-only"> {t("menuUnread", { count: unread })}</span>
      <span
        aria-hidden="true"
        data-testid="unread-badge"
        className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-[#8C2F1B] px-1 text-xs leading-none font-semibold text-cream ring-2 ring-cream ${className}`}
      >
        {unread > 99 ? "99+" : unread}
      </span>
    </>
  );
}
