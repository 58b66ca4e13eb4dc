"use client";

import { useEffect } from "react";

/**
 * Counts the page view (./count-visit) once the page has loaded and the
 * browser is idle: its code and web-vitals are fetched only then, so they
 * never compete with the page's largest paint.
 */
export function VisitBeacon() {
  useEffect(() => {
    let idle = 0;
    const count = () =>
      void import("./count-visit").then((m) => m.countVisit());
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      idle =
        "requestIdleCallback" in window
          ? requestIdleCallback(count, { timeout: 5000 })
          : (setTimeout(count, 1000) as unknown as number);
    };
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
    return () => {
      removeEventListener("load", whenIdle);
      if ("cancelIdleCallback" in window) cancelIdleCallback(idle);
      else clearTimeout(idle);
    };
  }, []);
  return null;
}
