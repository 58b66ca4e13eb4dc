"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** A navigation link that marks itself as the current page. */
export function NavLink({
  href,
  children,
  className,
  onNavigate,
}: {
  href: string;
  children: React.ReactNode;
  className: string;
  onNavigate?: () => void;
}) {
  const current = usePathname() === href;
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={className}
      data-current={current || undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
