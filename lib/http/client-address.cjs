// CommonJS: the production server loads it as it is; types in client-address.d.cts.

// 0 (the default) trusts none of X-Forwarded-For.
function trustedProxyHops(raw) {
  if (raw === undefined || raw.trim() === "") return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (got "${raw}")`,
    );
  return hops;
}

// Each trusted proxy appended its peer to X-Forwarded-For, so the client is the N-th entry
// from the right; entries further left were written by the client and prove nothing.
function clientAddressOf(socketAddress, forwardedFor, hops) {
  const socket = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (hops === 0) return socket;
  const entries = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  return entries[Math.max(0, entries.length - hops)];
}

// Headers that name the client; a client can send any of them, and some
// libraries or platforms read them before X-Forwarded-For.
const CLIENT_HEADERS = [
  "x-real-ip",
  "forwarded",
  "forwarded-for",
  "x-forwarded",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-original-forwarded-for",
];
const PROXY_HEADERS = [
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
];

// Before Next.js sees the request: exactly one X-Forwarded-For, the address we trust.
function forwardClient(req, hops) {
  req.headers["x-forwarded-for"] = clientAddressOf(
    req.socket.remoteAddress,
    req.headers["x-forwarded-for"],
    hops,
  );
  for (const name of CLIENT_HEADERS) delete req.headers[name];
  if (hops === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
}

module.exports = { trustedProxyHops, clientAddressOf, forwardClient };
