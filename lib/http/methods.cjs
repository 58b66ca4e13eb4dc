// Which methods reach Next.js, and the answer to the others: 405 with the Allow header HTTP
// requires, or 404 where nothing is. Next.js answers a method the WHATWG Request cannot carry
// (TRACE) with a 500; it reads a POST to a page as a server action, which this site has none of,
// and answers what it cannot decode with 400, 409 or 500 (a POST with `RSC: 1` to an unknown
// address); it leaves Allow out of a route handler's 405.

// Route handlers (app/api) take these; anything else is no method of this site.
const SERVED = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
]);
// Pages and files: no page has a server action, and app/api/[...path] answers every other
// address under /api/.
const PAGE_METHODS = "GET, HEAD";
const isApi = (path) => path.startsWith("/api/");

// A route's methods never change while a build runs.
const known = new Map();
const MOST_PATHS = 1000;

// A lookup that failed (a timeout under load) is not remembered: the next 405 asks again.
async function allowOf(path, askOptions) {
  if (known.has(path)) return known.get(path);
  const allow = await askOptions(path).catch(() => "");
  if (allow) {
    if (known.size >= MOST_PATHS) known.clear();
    known.set(path, allow);
  }
  return allow;
}

// What a 405 at `path` names; a route handler's are those of Next's automatic OPTIONS answer.
async function allowFor(path, askOptions) {
  if (!isApi(path)) return PAGE_METHODS;
  return (await allowOf(path, askOptions)) || "OPTIONS";
}

const notAllowedBody = (allow) =>
  JSON.stringify({ error: `Method not allowed; use ${allow}` });

function answer(res, status, headers, body) {
  res.writeHead(status, headers);
  res.end(body);
}

function notAllowed(res, path, allow) {
  if (isApi(path))
    answer(
      res,
      405,
      { Allow: allow, "Content-Type": "application/json" },
      notAllowedBody(allow),
    );
  else answer(res, 405, { Allow: allow, "Content-Length": "0" });
}

const pathOf = (req) => (req.url ?? "/").split("?")[0];

// Call before Next.js sees the request; true when it is answered here. `askOptions` and
// `askStatus` put an OPTIONS or HEAD request for a path to this server.
function refuseMethod(req, res, { askOptions, askStatus }) {
  const path = pathOf(req);
  if (!SERVED.has(req.method)) {
    void allowFor(path, askOptions)
      .then((allow) => notAllowed(res, path, allow))
      .catch(() => res.destroy());
    return true;
  }
  if (isApi(path) || req.method === "GET" || req.method === "HEAD")
    return false;
  // The same address's GET says whether anything is there; a redirect or an error counts as there.
  void askStatus(path)
    .catch(() => 0)
    .then((status) =>
      status === 404
        ? answer(res, 404, { "Content-Length": "0" })
        : notAllowed(res, path, PAGE_METHODS),
    )
    .catch(() => res.destroy());
  return true;
}

// Next.js answers a route handler's unexported method with a bare 405 without Allow; call before
// Next.js sees the request.
function guardAllow(req, res, askOptions) {
  // The question itself: it must never wait on its own answer.
  if (req.method === "OPTIONS") return;
  const path = pathOf(req);
  const native = { writeHead: res.writeHead, write: res.write, end: res.end };
  let decided = false;
  let head; // a bare 405's writeHead arguments, held until its Allow is known
  const bare = (status) =>
    !decided && status === 405 && !res.headersSent && !res.hasHeader("allow");
  const release = () => {
    decided = true;
    if (head) native.writeHead.apply(res, head);
    head = undefined;
  };

  // Next.js's compression writes the head before the (empty) body's end.
  res.writeHead = function writeHead(status, ...rest) {
    if (!bare(status)) return native.writeHead.call(res, status, ...rest);
    res.statusCode = status;
    head = [status, ...rest];
    return res;
  };
  res.write = function write(...args) {
    release();
    return native.write.apply(res, args);
  };
  res.end = function end(...args) {
    const empty = args[0] == null || typeof args[0] === "function";
    if (!empty || !(head || bare(res.statusCode))) {
      release();
      return native.end.apply(res, args);
    }
    decided = true;
    void allowOf(path, askOptions)
      .then((allow) => {
        if (allow) {
          res.setHeader("Allow", allow);
          res.setHeader("Content-Type", "application/json");
          args = [notAllowedBody(allow), ...args.filter((a) => a != null)];
        }
        release();
        native.end.apply(res, args);
      })
      .catch(() => res.destroy());
    return res;
  };
}

module.exports = { refuseMethod, guardAllow, allowFor, PAGE_METHODS };
