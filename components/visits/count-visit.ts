import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import { VITAL_CEILINGS } from "@/lib/visits/ceilings";

/** The beacon's own limit on the server (app/api/visits): a body stays under it. */
const MOST_BYTES = 500;

const send = (body: Record<string, unknown>) =>
  fetch("/api/visits", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    // Sent even while the page goes away; no cookie travels with it.
    keepalive: true,
    credentials: "omit",
  }).catch(() => {});

function referrerHost(): string | undefined {
  try {
    const { host } = new URL(document.referrer);
    return host && host !== location.host ? host : undefined;
  } catch {
    return undefined;
  }
}

// Nothing from a browser that asks not to be tracked, nor until a prerendered page is really shown.
export function countVisit() {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.globalPrivacyControl || navigator.doNotTrack === "1") return;
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    addEventListener("prerenderingchange", countVisit, { once: true });
    return;
  }
  const path = location.pathname;
  void send({ kind: "view", path, referrer: referrerHost() });

  const vitals: Record<string, number> = {};
  // A page slower than the ceiling still counts, as the slowest the server takes.
  const keep = (metric: Metric) => {
    const name = metric.name.toLowerCase() as keyof typeof VITAL_CEILINGS;
    vitals[name] = Math.min(metric.value, VITAL_CEILINGS[name]);
  };
  onLCP(keep);
  // Every change, not only the final report: web-vitals reports INP when the page is hidden, and
  // an interaction it has not processed yet (it waits for an idle moment) is added only after that
  // report, which would leave it out of the beacon sent on leaving.
  onINP(keep, { reportAllChanges: true });
  onCLS(keep);

  const soaps = new Set<string>();
  const cards = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries)
        if (isIntersecting) {
          soaps.add(target.getAttribute("data-product-id")!);
          cards.unobserve(target);
        }
    },
    { threshold: 0.5 },
  );
  for (const card of document.querySelectorAll("main [data-product-id]"))
    cards.observe(card);

  // Listening on document runs after web-vitals' own listener (on window,
  // capturing), which reports the final values first.
  const leave = () => {
    if (document.visibilityState !== "hidden") return;
    document.removeEventListener("visibilitychange", leave);
    cards.disconnect();
    const body = { kind: "leave", path, ...vitals, soaps: [...soaps] };
    while (JSON.stringify(body).length > MOST_BYTES) body.soaps.pop();
    void send(body);
  };
  document.addEventListener("visibilitychange", leave);
}
