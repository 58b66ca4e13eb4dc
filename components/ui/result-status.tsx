"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * What a save (or a restore, or a role change) did: present from the start so screen readers announce
 * it. Appearing out of sight (a save sent with Enter far above it, a message over a list scrolled under
 * the fixed header) it is scrolled just into sight, below the header (scroll-padding-top,
 * app/site-rules.css).
 */
export function ResultStatus({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = children !== null && children !== undefined && children !== "";
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: "nearest" });
  }, [shown]);
  return (
    <div ref={ref} role="status" className={className}>
      {children}
    </div>
  );
}
