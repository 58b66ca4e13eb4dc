import { publicPaths } from "@/app/sitemap";
import { env } from "@/lib/env";
import { clientAddress } from "@/lib/http/origin";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { logFailure } from "@/lib/log-failure";
import { catalogStore } from "@/lib/products";
import { hit } from "@/lib/security/rate-limit";
import { beaconSchema, type Beacon } from "@/lib/visits/beacon";
import { counts } from "@/lib/visits/counted";
import { daysUntil } from "@/lib/visits/days";
import { soapOfPath, UNLISTED_PAGES } from "@/lib/visits/pages";
import { today, visitStore } from "@/lib/visits";

export const dynamic = "force-dynamic";

const BODY_LIMIT = 512;
/** Two beacons a page: room for a visitor reading 60 pages in 10 minutes. */
const VISITS_PER_ADDRESS = { limit: 120, windowMs: 10 * 60_000 };

const noContent = () =>
  new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

const soapIds = async () =>
  new Set((await catalogStore().list()).products.map((p) => p.id));

async function record(req: Request, beacon: Beacon) {
  const ownPage =
    (publicPaths as readonly string[]).includes(beacon.path) ||
    (UNLISTED_PAGES as readonly string[]).includes(beacon.path);
  const soapPage = soapOfPath(beacon.path);
  const named = beacon.kind === "leave" ? beacon.soaps : [];
  const ids = soapPage || named.length > 0 ? await soapIds() : new Set();
  if (!ownPage && !(soapPage && ids.has(soapPage))) return;
  const day = today();
  if (beacon.kind === "view") {
    const { host } = new URL(env().SITE_URL);
    const referrer =
      beacon.referrer &&
      ![host, req.headers.get("host")].includes(beacon.referrer)
        ? beacon.referrer
        : undefined;
    return visitStore().view({
      day,
      path: beacon.path,
      referrer,
      soaps: soapPage ? [soapPage] : [],
      address: clientAddress(req),
      userAgent: req.headers.get("user-agent") ?? "",
    });
  }
  const { lcp, inp, cls } = beacon;
  return visitStore().leave({
    day,
    path: beacon.path,
    vitals: { lcp, inp, cls },
    // A soap's own page counted its view already.
    soaps: [...new Set(named)].filter((id) => ids.has(id) && id !== soapPage),
  });
}

// 204 whether or not it counted; a store that fails loses the count, never the answer.
export const POST = route(
  { role: "visitor", body: beaconSchema, limit: BODY_LIMIT, what: "beacon" },
  async ({ req, body }) => {
    if (!counts(req)) return noContent();
    let decision;
    try {
      decision = await hit(`visit:${clientAddress(req)}`, VISITS_PER_ADDRESS);
      if (decision.allowed) await record(req, body);
    } catch (error) {
      logFailure("[visits] a visit could not be counted", error);
      return noContent();
    }
    if (!decision.allowed)
      throw new HttpError(429, "Too many visits from this address", {
        headers: { "Retry-After": String(decision.retryAfterSeconds) },
      });
    return noContent();
  },
);

export const GET = route(
  { role: "editor", store: "visits" },
  async ({ req }) => {
    const days = new URL(req.url).searchParams.get("days") ?? "7";
    if (days !== "7" && days !== "30")
      throw new HttpError(400, "Invalid days (days: must be 7 or 30)", {
        fields: { days: "must be 7 or 30" },
      });
    return privateJson(
      await visitStore().report(daysUntil(today(), Number(days))),
    );
  },
);
