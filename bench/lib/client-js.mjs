// Section 2: the client JavaScript each prerendered page loads, as a browser
// would get it: every <script src> under /_next/static in the served HTML
// (nomodule scripts are skipped: modern browsers ignore them), gzip level 9;
// and the page's HTML itself, gzip level 9.
import zlib from "node:zlib";
import { decode, publicRoutes, request } from "./http.mjs";
import { kib, notAvailable, row } from "./report.mjs";

const SECTION = "js";
const HTML_BUDGET_BYTES = 14 * 1024;
// No page may load more than it did on 2026-11-24 (docs/quality.md): KiB above
// the empty page, as that day's table printed them, plus the 0.5 KiB of the
// visit count's island (components/visits/visit-beacon.tsx, 2026-11-28; its
// code and web-vitals load after the page, and are not counted here).
const BEACON_KIB = 0.5;
const JS_KIB_ABOVE_EMPTY = {
  "/products": 10.9 + BEACON_KIB,
  "/contact": 13.3 + BEACON_KIB,
};
const PRODUCT_PAGE_KIB = 10.4 + BEACON_KIB;
const CONTENT_PAGE_KIB = 8.2 + BEACON_KIB;
const jsBudgetKib = (path) =>
  JS_KIB_ABOVE_EMPTY[path] ??
  (path.startsWith("/products/") ? PRODUCT_PAGE_KIB : CONTENT_PAGE_KIB);
// The table rounds to 0.1 KiB: anything that printed as that day's figure passes.
const jsBudgetBytes = (path) => Math.floor((jsBudgetKib(path) + 0.05) * 1024);

/**
 * The distinct /_next/static script addresses of a page, in document order, as
 * absolute URLs. Only the page's own origin: the bench never asks another host.
 */
function scriptSources(html, origin) {
  const sources = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\snomodule\b/i.test(attributes)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes);
    if (!src) continue;
    const url = new URL(decode(src[1] ?? src[2]), origin);
    if (
      url.origin === origin &&
      url.pathname.startsWith("/_next/static/") &&
      !sources.includes(url.href)
    )
      sources.push(url.href);
  }
  return sources;
}

function createMeter() {
  const sizes = new Map();
  async function gzipSize(url) {
    if (!sizes.has(url)) {
      const res = await request(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      sizes.set(url, zlib.gzipSync(body, { level: 9 }).length);
    }
    return sizes.get(url);
  }
  /** {status} of the page, and when it is 200, its scripts' gzip total and its HTML's. */
  return async function measurePage(origin, path) {
    const res = await request(`${origin}${path}`);
    const html = await res.text();
    if (res.status !== 200) return { status: res.status };
    const scripts = scriptSources(html, origin);
    let gzipBytes = 0;
    for (const src of scripts) gzipBytes += await gzipSize(src);
    const htmlGzipBytes = zlib.gzipSync(html, { level: 9 }).length;
    return { status: 200, scripts: scripts.length, gzipBytes, htmlGzipBytes };
  };
}

export async function measureClientJs({ site, baseline }) {
  const measurePage = createMeter();
  const empty = await measurePage(baseline, "/");
  const rows = [];
  if (empty.status !== 200) {
    rows.push(
      notAvailable(
        SECTION,
        "client JS empty page (baseline)",
        String(empty.status),
      ),
    );
  } else {
    rows.push(
      row(
        SECTION,
        "client JS empty page (baseline)",
        `${kib(empty.gzipBytes)} (${empty.scripts} scripts) · HTML ${kib(empty.htmlGzipBytes)}`,
        "",
        null,
        empty,
      ),
    );
  }
  for (const path of await publicRoutes(site)) {
    const figure = `client JS ${path}`;
    const budget = `≤ empty + ${jsBudgetKib(path)} KiB · HTML ≤ ${kib(HTML_BUDGET_BYTES)}`;
    const page = await measurePage(site, path);
    if (page.status !== 200) {
      rows.push(notAvailable(SECTION, figure, String(page.status), budget));
      continue;
    }
    const extra =
      empty.status === 200 ? page.gzipBytes - empty.gzipBytes : undefined;
    const js =
      extra === undefined
        ? kib(page.gzipBytes)
        : `${kib(page.gzipBytes)} (${extra >= 0 ? "+" : "−"}${kib(Math.abs(extra))})`;
    const htmlOk = page.htmlGzipBytes <= HTML_BUDGET_BYTES;
    const jsOk = extra === undefined ? null : extra <= jsBudgetBytes(path);
    const failing = [jsOk === false && "JS", !htmlOk && "HTML"].filter(Boolean);
    rows.push(
      row(
        SECTION,
        figure,
        `${js} · HTML ${kib(page.htmlGzipBytes)} gzip${failing.length ? ` · fails: ${failing.join(", ")}` : ""}`,
        budget,
        jsOk === null ? null : jsOk && htmlOk,
        { ...page, extraBytes: extra },
      ),
    );
  }
  return rows;
}
