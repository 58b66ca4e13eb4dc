// The production server: Next.js's request handler behind a small Node server
// (Next.js's documented custom-server API), so the client address every rate
// limit uses is one the client cannot choose: `next start` keeps whatever
// X-Forwarded-For a client sends. Usage: node scripts/server.mjs [-p PORT] [-H HOST]
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import clientAddress from "../lib/http/client-address.cjs";
import { warmPages } from "./warm-pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const option = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const port = Number(option("-p") ?? process.env.PORT ?? 3000);
const hostname = option("-H") ?? process.env.HOSTNAME ?? "0.0.0.0";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const { clientAddressOf, trustedProxyHops } = clientAddress;
let hops;
try {
  hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
} catch (error) {
  console.error(`Invalid configuration:\n  ${error.message}`);
  process.exit(1);
}

// Headers that name the client or the original request; only trusted proxies may set them.
const CLIENT_HEADERS = [
  "x-real-ip",
  "forwarded",
  "x-client-ip",
  "true-client-ip",
];
const PROXY_HEADERS = [
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
];

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** Every request carries exactly one X-Forwarded-For: the address we trust. */
function serve(req, res) {
  req.headers["x-forwarded-for"] = clientAddressOf(
    req.socket.remoteAddress,
    req.headers["x-forwarded-for"],
    hops,
  );
  for (const name of CLIENT_HEADERS) delete req.headers[name];
  if (hops === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
  handle(req, res);
}

// Each static page is rendered once, out of visitors' reach, so the page cache
// holds it with its script hashes before the first visitor asks (see warm-pages.mjs).
const warm = http.createServer(serve);
await new Promise((resolve) => warm.listen(0, "127.0.0.1", resolve));
try {
  await warmPages(`http://127.0.0.1:${warm.address().port}`);
} catch (error) {
  console.warn(`[server] Pages could not be prepared ahead: ${error.message}`);
} finally {
  warm.close();
}

const server = http.createServer(serve);
server.listen(port, hostname, () =>
  console.log(`Halabi Soap House is listening on http://${hostname}:${port}`),
);
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections must not hold the process past a few seconds.
    setTimeout(() => process.exit(0), 5000).unref();
  });
