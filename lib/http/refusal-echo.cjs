// A client refused for too many attempts on its own account (a 429 with Retry-After and
// `Refused-For: client`: a route's limit on the client itself, its address or its session, never
// one that depends on what the request asks, such as an account's sign-in limit) is refused again
// by the production server itself for a few seconds, with the same answer, before Next.js sees
// the request: a flood of refused requests from one client then costs the others next to nothing
// (a refusal through Next.js costs milliseconds of the one JavaScript thread, so 4 connections
// looping on one kept /api/health at 5× its idle time). The rate limit stays the route's: this
// only repeats its answer, and a client that changes its cookies or address meets the route
// again. CommonJS: lib/http/site-server.cjs loads it as it is.

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Short, so the answer's own words ("try again in N minutes") stay true.
const ECHO_MS = 10_000;
const MAX_BODY = 4096;
// Memory is bounded whatever the number of clients: beyond it the oldest refusal is forgotten.
const MAX_CLIENTS = 10_000;
// Written afresh by Node.js or the security guard (lib/security/response-policy.cjs).
const NOT_REPEATED = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "retry-after",
]);

function createRefusalEcho({ now = Date.now } = {}) {
  const refused = new Map();

  // After forwardClient: x-forwarded-for is the one address the server trusts.
  const keyOf = (req) =>
    [
      req.headers["x-forwarded-for"],
      req.method,
      req.url,
      req.headers.cookie ?? "",
      req.headers["accept-encoding"] ?? "",
    ].join("\n");

  /** Answers `req` itself when its client was refused moments ago; true when it did. */
  function answer(req, res) {
    if (!WRITES.has(req.method)) return false;
    const key = keyOf(req);
    const last = refused.get(key);
    if (!last) return false;
    const left = last.until - now();
    if (left <= 0) {
      refused.delete(key);
      return false;
    }
    res.statusCode = last.status;
    for (const [name, value] of last.headers) res.setHeader(name, value);
    res.setHeader(
      "Retry-After",
      String(
        Math.max(1, last.retryAfter - Math.floor((now() - last.at) / 1000)),
      ),
    );
    res.end(last.body);
    return true;
  }

  /** Watches what Next.js answers `req`; a refusal for too many attempts is kept. */
  function watch(req, res) {
    if (!WRITES.has(req.method)) return;
    const chunks = [];
    let size = 0;
    const keep = (chunk, encoding) => {
      if (
        res.statusCode !== 429 ||
        chunk == null ||
        typeof chunk === "function"
      )
        return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      if (size <= MAX_BODY) chunks.push(buffer);
    };
    const { write, end } = res;
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.on("finish", () => {
      const retryAfter = Number(res.getHeader("retry-after"));
      if (
        res.statusCode !== 429 ||
        res.getHeader("refused-for") !== "client" ||
        !(retryAfter > 0) ||
        size > MAX_BODY
      )
        return;
      const key = keyOf(req);
      refused.delete(key);
      if (refused.size >= MAX_CLIENTS)
        refused.delete(refused.keys().next().value);
      refused.set(key, {
        status: 429,
        at: now(),
        until: now() + Math.min(retryAfter * 1000, ECHO_MS),
        retryAfter,
        headers: Object.entries(res.getHeaders()).filter(
          ([name]) => !NOT_REPEATED.has(name),
        ),
        body: Buffer.concat(chunks),
      });
    });
  }

  return { answer, watch };
}

module.exports = { createRefusalEcho, ECHO_MS, MAX_CLIENTS };
