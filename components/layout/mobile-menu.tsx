"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { useUnreadCount } from "@/components/account/unread-messages";

/**
 * The collapsible menu for narrow screens: collapsed by default, toggled by
 * its button, collapsed again on resize, on navigation and on Escape. Its
 * contents are rendered from the first opening on, so a page hydrates
 * (and lays out) only the header it shows. While an editor has unread
 * messages the closed button carries their count (the Manage menu inside
 * is out of sight on a phone).
 */
export function MobileMenu({ children }: { children: React.ReactNode }) {
  const t = useTranslations("Header");
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  // Where it was last opened; null until the first opening.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const panelId = useId();

  // Navigating elsewhere closes the menu (derived, so no effect is needed).
  const visible = open && openedAt === pathname;

  useEffect(() => {
    if (!visible) return;
    const close = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("resize", close);
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("resize", close);
      window.removeEventListener("keydown", onKey);
    };
  }, [visible]);

  return (
    <>
      <button
        type="button"
        aria-expanded={visible}
        aria-controls={panelId}
        aria-label={
          visible
            ? t("closeMenu")
            : unread > 0
              ? t("openMenuUnread", { count: unread })
              : t("openMenu")
        }
        onClick={() => {
          setOpen(!visible);
          setOpenedAt(pathname);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-olive hover:bg-sand md:hidden"
      >
        <Icon name={visible ? "close" : "menu"} className="size-6" />
        {unread > 0 && !visible ? (
          <span
            aria-hidden="true"
            data-testid="menu-unread"
            className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-[#8C2F1B] px-1 text-xs leading-none font-semibold text-cream ring-2 ring-cream"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        hidden={!visible}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-sand-dark bg-cream shadow-lg md:hidden"
      >
        {openedAt === null ? null : children}
      </div>
    </>
  );
}
