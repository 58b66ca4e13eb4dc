"use client";

import { useEffect } from "react";

// Its code and web-vitals are fetched only once loaded and idle, never competing with the largest paint.
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
