// The production server: Next.js's request handler behind a small Node server
// (Next.js's documented custom-server API), so the client address every rate
// limit uses is one the client cannot choose: `next start` keeps whatever
// X-Forwarded-For a client sends. Usage: node scripts/server.mjs [-p PORT] [-H HOST]
// from the project folder (npm start does), whose .env files it reads.
import "./load-env.mjs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import guardAllow from "../lib/http/allow-header.cjs";
import clientAddress from "../lib/http/client-address.cjs";
import responsePolicy from "../lib/security/response-policy.cjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The same flags as `next start`: -p/--port PORT, -H/--hostname HOST.
const option = (...flags) => {
  const at = process.argv.findIndex((arg, i) => i > 1 && flags.includes(arg));
  return at > 0 ? process.argv[at + 1] : undefined;
};
const fail = (message) => {
  console.error(`Invalid configuration:\n  ${message}`);
  process.exit(1);
};
// An empty value (VAR= in a .env file) is no value.
const rawPort = option("-p", "--port") ?? (process.env.PORT || "3000");
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535)
  fail(`PORT (or -p) must be a port number (got "${rawPort}")`);
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

const { clientAddressOf, trustedProxyHops } = clientAddress;
let hops = 0;
try {
  hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
} catch (error) {
  fail(error.message);
}
// Behind a proxy, only the proxy may connect: a client reaching the port
// directly would choose its own address in X-Forwarded-For. HOSTNAME is not
// read: a container sets it to its own name whatever the operator meant.
const hostname =
  option("-H", "--hostname") ??
  (process.env.LISTEN_HOST || (hops > 0 ? "127.0.0.1" : "0.0.0.0"));
console.log(
  hops === 0
    ? `[server] No trusted proxy: the connection's address counts (host ${hostname}).`
    : `[server] ${hops} trusted proxy hop(s): X-Forwarded-For names the client (host ${hostname}${
        hostname === "127.0.0.1"
          ? ", this machine only; LISTEN_HOST or -H for a proxy elsewhere"
          : ""
      }).`,
);

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

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// This server itself, for the OPTIONS answer that names a path's methods.
const selfHost =
  hostname === "0.0.0.0" ? "127.0.0.1" : hostname === "::" ? "::1" : hostname;
const self = `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`;
const askOptions = async (path) =>
  (
    await fetch(new URL(path, self), {
      method: "OPTIONS",
      redirect: "manual",
      signal: AbortSignal.timeout(5000),
    })
  ).headers.get("allow") ?? "";

/**
 * Every request carries exactly one X-Forwarded-For: the address we trust; every
 * answer a Content-Security-Policy that fits it (an HTML page: its own scripts' hashes);
 * every 405 an Allow header.
 */
function serve(req, res) {
  responsePolicy.guardPolicy(res);
  guardAllow(req, res, askOptions);
  if (!decodablePath(req.url)) {
    // Next answers a broken escape in a dynamic segment with a 500.
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
    return res.end("Bad request: the address has a broken %-escape.\n");
  }
  req.headers["x-forwarded-for"] = clientAddressOf(
    req.socket.remoteAddress,
    req.headers["x-forwarded-for"],
    hops,
  );
  for (const name of CLIENT_HEADERS) delete req.headers[name];
  if (hops === 0) for (const name of PROXY_HEADERS) delete req.headers[name];
  handle(req, res);
}

function decodablePath(url = "/") {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

const server = http.createServer(serve);
// Idle keep-alive connections stay open longer than a proxy's or a client's
// own idle timeout (often 60 s), so neither sends on a socket we just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () =>
  console.log(`Halabi Soap House is listening on http://${hostname}:${port}`),
);
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    server.close(() => app.close().finally(() => process.exit(0)));
    // Open keep-alive connections must not hold the process past a few seconds.
    setTimeout(() => process.exit(0), 5000).unref();
  });
