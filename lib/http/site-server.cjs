// The production server around Next.js's request handler (scripts/server.mjs starts it): every
// answer, its own or Next.js's, leaves with every security header. CommonJS so
// scripts/server.mjs and the tests load it as it is.
const http = require("node:http");
const guardAllow = require("./allow-header.cjs");
const { forwardClient } = require("./client-address.cjs");
const {
  guardPolicy,
  SOCKET_ANSWER_HEADERS,
} = require("../security/response-policy.cjs");

// What Node.js itself answers to a request its parser refuses; never a 5xx.
const PARSER_STATUS = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function decodablePath(url = "/") {
  try {
    decodeURIComponent(url.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

// An answer with no ServerResponse (a request Node.js's parser refused): straight to the
// socket, which closes.
function answerSocket(socket, status) {
  const lines = Object.entries({
    ...SOCKET_ANSWER_HEADERS,
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
  const server = http.createServer(serve);

  // This server itself, for the OPTIONS answer that names a path's methods.
  const askOptions = async (path) => {
    const { address, port } = server.address();
    const host = { "0.0.0.0": "127.0.0.1", "::": "::1" }[address] ?? address;
    const url = new URL(
      `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    );
    url.pathname = path;
    const answer = await fetch(url, {
      method: "OPTIONS",
      redirect: "manual",
      signal: AbortSignal.timeout(5000),
    });
    return answer.headers.get("allow") ?? "";
  };

  /**
   * Every request carries exactly one X-Forwarded-For: the address we trust; every
   * answer every security header and a Content-Security-Policy that fits it (an HTML
   * page: its own scripts' hashes); every 405 an Allow header.
   */
  function serve(req, res) {
    guardPolicy(res);
    guardAllow(req, res, askOptions);
    if (!decodablePath(req.url)) {
      // Next answers a broken escape in a dynamic segment with a 500.
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
      return res.end("Bad request: the address has a broken %-escape.\n");
    }
    forwardClient(req, hops);
    handle(req, res);
  }

  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable)
      return socket.destroy();
    answerSocket(socket, PARSER_STATUS[error.code] ?? 400);
  });
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
