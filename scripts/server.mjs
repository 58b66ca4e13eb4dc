// The production server: Next.js's request handler behind a small Node server
// (Next.js's documented custom-server API), so the client address every rate
// limit uses is one the client cannot choose: `next start` keeps whatever
// X-Forwarded-For a client sends. Usage: node scripts/server.mjs [-p PORT] [-H HOST]
// from the project folder (npm start does), whose .env files it reads.
import "./load-env.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import clientAddress from "../lib/http/client-address.cjs";
import siteServer from "../lib/http/site-server.cjs";

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

const { trustedProxyHops } = clientAddress;
const { createSiteServer } = siteServer;
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

const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createSiteServer({ handle, hops });
server.listen(port, hostname, () =>
  console.log(`Halabi Soap House is listening on http://${hostname}:${port}`),
);
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    server.close(() => app.close().finally(() => process.exit(0)));
    // Open keep-alive connections must not hold the process past a few seconds.
    setTimeout(() => process.exit(0), 5000).unref();
  });
