"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Icon } from "@/components/ui/icon";

// Contents render from the first opening on, so a page hydrates (and lays out)
// only the header it shows.
export function MobileMenu({
  openLabel,
  closeLabel,
  unread,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  unread: React.ReactNode;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
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
        onClick={() => {
          setOpen(!visible);
          setOpenedAt(pathname);
        }}
        className="relative inline-flex size-11 items-center justify-center rounded-full text-olive hover:bg-sand md:hidden"
      >
        <Icon name={visible ? "close" : "menu"} className="size-6" />
        <span className="sr-only">{visible ? closeLabel : openLabel}</span>
        {unread}
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
