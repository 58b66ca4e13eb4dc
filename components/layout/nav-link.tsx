"use client";

import { usePathname } from "next/navigation";

// A plain anchor, not next/link: the pages are static files, and next/link's router
// and prefetching would be two thirds of the site's own JavaScript on every page.
export function NavLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className: string;
}) {
  const current = usePathname() === href;
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={className}
      data-current={current || undefined}
    >
      {children}
    </a>
  );
}
