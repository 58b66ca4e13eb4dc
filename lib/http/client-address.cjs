// CommonJS: scripts/server.mjs loads it as it is; types in client-address.d.cts.

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

module.exports = { trustedProxyHops, clientAddressOf };
