import { addressGroup } from "./address-group";
import { env } from "@/lib/env";

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** The origins our own pages are served from: SITE_URL, and what a trusted proxy says it served. */
function siteOrigins(req: Request): string[] {
  const config = env();
  const origins = [originOf(config.SITE_URL)];
  const host = req.headers.get("x-forwarded-host");
  const proto = req.headers.get("x-forwarded-proto");
  // Forwarded values count only when TRUSTED_PROXY_HOPS says a proxy set them
  // (scripts/server.mjs removes them otherwise).
  if (config.TRUSTED_PROXY_HOPS > 0 && host && proto)
    origins.push(originOf(`${proto.split(",")[0]!.trim()}://${host}`));
  return origins.filter((o): o is string => o !== null);
}

/**
 * True when a mutating request comes from our own pages: a browser's
 * Sec-Fetch-Site must say same-origin, and its Origin must be the site's own
 * scheme and host. A request with neither (curl, a server) is not a
 * cross-site browser request and is allowed.
 */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = req.headers.get("origin");
  if (origin === null) return true;
  const sent = originOf(origin);
  return sent !== null && siteOrigins(req).includes(sent);
}

/**
 * The client as every per-address limit counts it: the one X-Forwarded-For
 * value our server (scripts/server.mjs) wrote from the socket and
 * TRUSTED_PROXY_HOPS, or on Vercel the platform's own header; an IPv6
 * address by its /64 (addressGroup), else one /64 is endless addresses.
 */
export function clientAddress(req: Request): string {
  const vercel = env().VERCEL ? req.headers.get("x-real-ip") : null;
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (
    addressGroup((vercel ?? forwarded ?? "unknown").slice(0, 64)) || "unknown"
  );
}
