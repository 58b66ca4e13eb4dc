"use client";

import { usePathname } from "next/navigation";

// The admin screens are for work: the header bar stays, the big banner goes.
const WORK_PAGES = ["/addProducts", "/messages", "/history", "/editors"];

/** Shows the banner (rendered on the server) on every page but the admin screens. */
export function BannerSlot({ children }: { children: React.ReactNode }) {
  return WORK_PAGES.includes(usePathname()) ? null : children;
}
