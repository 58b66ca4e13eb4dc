// The production server around Next.js's request handler (scripts/server.mjs starts it): every
// answer, its own or Next.js's, leaves with every security header, and Next.js sees only what it
// answers without a 5xx. CommonJS so scripts/server.mjs and the tests load it as it is.
const http = require("node:http");
const { forwardClient } = require("./client-address.cjs");
const { createRefusalEcho } = require("./refusal-echo.cjs");
const {
  allowFor,
  guardAllow,
  PAGE_METHODS,
  refuseMethod,
} = require("./methods.cjs");
const {
  guardPolicy,
  SOCKET_ANSWER_HEADERS,
} = require("../security/response-policy.cjs");

// What Node.js itself answers to a request its parser refuses; never a 5xx.
const PARSER_STATUS = {
  HPE_INVALID_METHOD: 405,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};
const REQUEST_TARGET = /^\S+ (\S+) HTTP\/\d/;

function decodablePath(url = "/") {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

// An answer with no ServerResponse (a request Node.js's parser refused, CONNECT): straight to the
// socket, which closes.
function answerSocket(socket, status, headers = {}) {
  const lines = Object.entries({
    ...SOCKET_ANSWER_HEADERS,
    ...headers,
    "Content-Length": "0",
    Connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join("")}\r\n`,
  );
}

/**
 * `handle` is Next.js's request handler; `hops` the trusted proxies in front
 * (lib/http/client-address.cjs). Listen on the server it returns.
 */
function createSiteServer({ handle, hops }) {
  // The site takes no WebSocket: an Upgrade header is a header of an ordinary request (Next.js's
  // own upgrade handling leaves such a socket unanswered). Node.js 22.21 and 24.9 on.
  const server = http.createServer(
    { shouldUpgradeCallback: () => false },
    serve,
  );
  const refusals = createRefusalEcho();

  // Questions this server puts to itself: what a path's route handler takes, whether a page is there.
  const ask = async (method, path) => {
    const { address, port } = server.address();
    const host = { "0.0.0.0": "127.0.0.1", "::": "::1" }[address] ?? address;
    const url = new URL(
      `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    );
    url.pathname = path;
    return fetch(url, {
      method,
      redirect: "manual",
      signal: AbortSignal.timeout(5000),
    });
  };
  const asking = {
    askOptions: async (path) =>
      (await ask("OPTIONS", path)).headers.get("allow") ?? "",
    askStatus: async (path) => (await ask("HEAD", path)).status,
  };

  /**
   * Every request Next.js sees carries exactly one X-Forwarded-For, the address we trust,
   * and a method the address takes; every answer every security header and a
   * Content-Security-Policy that fits it (an HTML page: its own scripts' hashes); every
   * 405 an Allow header. A client refused for too many attempts moments ago meets the same
   * refusal here (lib/http/refusal-echo.cjs).
   */
  function serve(req, res) {
    guardPolicy(res);
    if (!decodablePath(req.url)) {
      // Next answers a broken escape in a dynamic segment with a 500.
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      return res.end("Bad request: the address has a broken %-escape.\n");
    }
    if (refuseMethod(req, res, asking)) return;
    guardAllow(req, res, asking.askOptions);
    forwardClient(req, hops);
    if (refusals.answer(req, res)) return;
    refusals.watch(req, res);
    handle(req, res);
  }

  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable)
      return socket.destroy();
    const status = PARSER_STATUS[error.code] ?? 400;
    if (status !== 405) return answerSocket(socket, status);
    // A method Node.js's parser does not know (TRACK): its path, if the request line has one.
    const path = REQUEST_TARGET.exec(String(error.rawPacket ?? ""))?.[1] ?? "/";
    void allowFor(path.split("?")[0], asking.askOptions).then(
      (allow) => answerSocket(socket, 405, { Allow: allow }),
      () => socket.destroy(),
    );
  });
  // A proxy's method, naming a host rather than a page: this server tunnels nothing.
  server.on("connect", (req, socket) =>
    answerSocket(socket, 405, { Allow: PAGE_METHODS }),
  );
  // An Expect header other than 100-continue.
  server.on("checkExpectation", (req, res) => {
    guardPolicy(res);
    res.writeHead(417, { "Content-Length": "0" });
    res.end();
  });
  // Idle keep-alive connections stay open longer than a proxy's or a client's
  // own idle timeout (often 60 s), so neither sends on a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

module.exports = { createSiteServer };
