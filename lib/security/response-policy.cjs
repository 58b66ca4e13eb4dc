// The production server's last word on every answer's security headers (lib/http/site-server.cjs,
// before Next sees the request). Each gets every header it lacks, whoever wrote it: Next.js, which
// sends next.config.mjs's only with the answers it routes, or the server itself. HTML is held until
// complete, then gets the hashes of exactly its own inline scripts, however it was made; any other
// answer still without a policy gets the plain one: fails closed, never open.
const zlib = require("node:zlib");
const {
  contentSecurityPolicy,
  policyForHtml,
  securityHeaders,
} = require("./policy.cjs");

const HEADER = "content-security-policy";
// The custom server serves production builds only.
const HEADERS = securityHeaders(true);
// For an answer written straight to a socket, which no ServerResponse carries.
const SOCKET_ANSWER_HEADERS = {
  ...HEADERS,
  "Content-Security-Policy": contentSecurityPolicy(),
};
const DECODE = {
  gzip: zlib.gunzipSync,
  br: zlib.brotliDecompressSync,
  deflate: zlib.inflateSync,
};

// Next compresses for clients that accept it; a body that cannot be read gets the plain policy,
// which allows no inline script.
function policyForBody(body, encoding, path) {
  const name = String(encoding ?? "identity")
    .trim()
    .toLowerCase();
  if (name === "identity") return policyForHtml(body.toString("utf8"), path);
  const decode = DECODE[name];
  try {
    if (decode) return policyForHtml(decode(body).toString("utf8"), path);
  } catch {
    // Falls through to the plain policy.
  }
  return contentSecurityPolicy();
}

// As Node applies them: a flat list replaces earlier values but keeps its own repeats (Set-Cookie).
function applyHeaders(res, headers) {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    return;
  }
  for (let i = 0; i < headers.length; i += 2) res.removeHeader(headers[i]);
  for (let i = 0; i < headers.length; i += 2)
    res.appendHeader(headers[i], headers[i + 1]);
}

// Call before anything writes to `res`.
function guardPolicy(res) {
  const native = {
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    write: res.write,
    end: res.end,
  };
  // "pass" or "hold", decided when the head would go out.
  let mode;
  const chunks = [];
  const decide = () => {
    if (mode) return mode;
    for (const [name, value] of Object.entries(HEADERS))
      if (!res.hasHeader(name)) res.setHeader(name, value);
    const type = String(res.getHeader("content-type") ?? "");
    // A 304 has no body: the browser keeps the policy of the copy it holds.
    if (res.statusCode !== 304 && /^\s*text\/html\b/i.test(type))
      return (mode = "hold");
    if (res.statusCode !== 304 && !res.hasHeader(HEADER))
      res.setHeader(HEADER, contentSecurityPolicy());
    return (mode = "pass");
  };
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : Buffer.from(chunk),
    );
  };

  res.writeHead = function writeHead(status, reason, headers) {
    if (mode === "pass") return native.writeHead.apply(res, arguments);
    res.statusCode = status;
    if (typeof reason === "string") res.statusMessage = reason;
    else headers = reason;
    applyHeaders(res, headers);
    if (decide() === "pass") return native.writeHead.call(res, res.statusCode);
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === "pass") native.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() === "pass") return native.write.apply(res, arguments);
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() === "pass") return native.end.apply(res, arguments);
    if (typeof chunk === "function") [chunk, callback] = [undefined, chunk];
    else if (typeof encoding === "function") callback = encoding;
    keep(chunk, encoding);
    const body = Buffer.concat(chunks);
    chunks.length = 0;
    res.setHeader(
      HEADER,
      policyForBody(body, res.getHeader("content-encoding"), res.req?.url),
    );
    mode = "pass";
    return native.end.call(res, body, callback);
  };
}

module.exports = { guardPolicy, policyForBody, SOCKET_ANSWER_HEADERS };
