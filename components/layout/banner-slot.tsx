"use client";

import { usePathname } from "next/navigation";
import { WORK_SCREENS } from "@/lib/admin-pages";

/** Shows the banner (rendered on the server) on every page but the admin work screens: the header bar stays. */
export function BannerSlot({ children }: { children: React.ReactNode }) {
  return usePathname() in WORK_SCREENS ? null : children;
}
