// Which address a request comes from, decided once in the server (scripts/server.mjs)
// before Next.js sees the request. CommonJS JavaScript: the server loads it as it is;
// its types are in client-address.d.cts.

/**
 * TRUSTED_PROXY_HOPS: how many reverse proxies in front of the server append to
 * X-Forwarded-For. 0 (the default) trusts none of it.
 */
function trustedProxyHops(raw) {
  if (raw === undefined || raw.trim() === "") return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (got "${raw}")`,
    );
  return hops;
}

/**
 * The client's address. The socket's peer is the first hop; each trusted proxy
 * appended the address it received the request from to X-Forwarded-For, so the
 * client is the entry the outermost trusted proxy (the N-th from the right)
 * appended. Entries further left were written by the client and prove nothing.
 */
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
