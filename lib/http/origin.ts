import { addressGroup } from "./address-group";
import { env } from "@/lib/env";

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

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

/** A request with neither Sec-Fetch-Site nor Origin (curl, a server) is not a cross-site browser request. */
export function isSameOrigin(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = req.headers.get("origin");
  if (origin === null) return true;
  const sent = originOf(origin);
  return sent !== null && siteOrigins(req).includes(sent);
}

/** An IPv6 address counts by its /64, else one /64 is endless addresses. */
export function clientAddress(req: Request): string {
  const vercel = env().VERCEL ? req.headers.get("x-real-ip") : null;
  const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (
    addressGroup((vercel ?? forwarded ?? "unknown").slice(0, 64)) || "unknown"
  );
}
