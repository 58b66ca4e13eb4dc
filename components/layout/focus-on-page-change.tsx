"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// Next.js announces a new page by its title; a keyboard user's next Tab should then start in that
// page, not back at the top of the header. Public pages link with plain anchors (a full load), the
// admin screens navigate within the page: both land on the main heading (or #main, the skip link's
// target). A page opened afresh, reloaded, gone back to or opened at a #fragment keeps the browser's
// own start.
const main = () => document.getElementById("main");

function focusPage() {
  const page = main();
  const heading = page?.querySelector("h1");
  heading?.setAttribute("tabindex", "-1");
  (heading ?? page)?.focus({ preventScroll: true });
}

function followedLinkHere() {
  const [entry] = performance.getEntriesByType(
    "navigation",
  ) as PerformanceNavigationTiming[];
  if (entry?.type !== "navigate" || !document.referrer) return false;
  return new URL(document.referrer).origin === location.origin;
}

export function FocusOnPageChange() {
  const pathname = usePathname();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === pathname) return;
    const loaded = seen.current === null;
    seen.current = pathname;
    if (location.hash) return;
    const active = document.activeElement;
    // What the page focused itself (a form's field) keeps the focus; on load, so does anything the
    // person reached before the script ran.
    const free = loaded
      ? active === document.body && followedLinkHere()
      : !main()?.contains(active);
    if (free) focusPage();
  }, [pathname]);
  return null;
}
