// Section 2: the client JavaScript each prerendered page loads, as a browser
// would get it: every <script src> under /_next/static in the served HTML
// (nomodule scripts are skipped: modern browsers ignore them), gzip level 9.
import zlib from "node:zlib";
import { decode, publicRoutes, request } from "./http.mjs";
import { kib, notAvailable, row } from "./report.mjs";

const SECTION = "js";
const BUDGET_BYTES = 15 * 1024;

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
  /** {status} of the page, and when it is 200, its scripts' gzip total. */
  return async function measurePage(origin, path) {
    const res = await request(`${origin}${path}`);
    const html = await res.text();
    if (res.status !== 200) return { status: res.status };
    const scripts = scriptSources(html, origin);
    let gzipBytes = 0;
    for (const src of scripts) gzipBytes += await gzipSize(src);
    return { status: 200, scripts: scripts.length, gzipBytes };
  };
}

export async function measureClientJs({ site, baseline }) {
  const measurePage = createMeter();
  const empty = await measurePage(baseline, "/");
  const rows = [];
  const budget = `≤ empty + ${kib(BUDGET_BYTES)}`;
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
        `${kib(empty.gzipBytes)} (${empty.scripts} scripts)`,
        "",
        null,
        empty,
      ),
    );
  }
  for (const path of await publicRoutes(site)) {
    const figure = `client JS ${path}`;
    const page = await measurePage(site, path);
    if (page.status !== 200) {
      rows.push(notAvailable(SECTION, figure, String(page.status), budget));
      continue;
    }
    const extra =
      empty.status === 200 ? page.gzipBytes - empty.gzipBytes : undefined;
    const value =
      extra === undefined
        ? kib(page.gzipBytes)
        : `${kib(page.gzipBytes)} (${extra >= 0 ? "+" : "−"}${kib(Math.abs(extra))})`;
    const ok = extra === undefined ? null : extra <= BUDGET_BYTES;
    rows.push(
      row(SECTION, figure, value, budget, ok, { ...page, extraBytes: extra }),
    );
  }
  return rows;
}
