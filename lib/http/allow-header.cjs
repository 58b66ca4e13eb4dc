// Next.js answers an unexported method with a bare 405 without the Allow HTTP requires; its
// automatic OPTIONS answer names the methods, so the server asks that once per path.

// A path's methods never change while a build runs.
const known = new Map();
const MOST_PATHS = 1000;

async function allowOf(path, askOptions) {
  if (!known.has(path)) {
    const allow = await askOptions(path).catch(() => "");
    if (known.size >= MOST_PATHS) known.clear();
    known.set(path, allow);
  }
  return known.get(path);
}

// Call before Next.js sees the request.
function guardAllow(req, res, askOptions) {
  // The question itself: it must never wait on its own answer.
  if (req.method === "OPTIONS") return;
  const path = (req.url ?? "/").split("?")[0];
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
    void allowOf(path, askOptions).then((allow) => {
      if (allow) {
        res.setHeader("Allow", allow);
        res.setHeader("Content-Type", "application/json");
        const error = `Method not allowed; use ${allow}`;
        args = [JSON.stringify({ error }), ...args.filter((a) => a != null)];
      }
      release();
      native.end.apply(res, args);
    });
    return res;
  };
}

module.exports = guardAllow;
