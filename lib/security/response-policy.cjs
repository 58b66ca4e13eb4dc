// The production server's last word on every answer's Content-Security-Policy
// (scripts/server.mjs calls it for each request, before Next.js sees it). An HTML
// answer is held back until it is complete and then leaves with the policy that
// lists the hashes of exactly its own inline scripts, however it was made: a
// prerendered page, one rendered again after a save or for the first time, a 404,
// an error page, the answer to a POST. Any other answer that has no policy by the
// time its head goes out gets the plain one: the policy fails closed, never open.
// Only Node's public ServerResponse API: writeHead, flushHeaders, write, end.
const zlib = require("node:zlib");
const { contentSecurityPolicy, policyForHtml } = require("./policy.cjs");

const HEADER = "content-security-policy";
const DECODE = {
  gzip: zlib.gunzipSync,
  br: zlib.brotliDecompressSync,
  deflate: zlib.inflateSync,
};

/**
 * The policy of a complete HTML body as it is sent. A compressed body (Next.js
 * compresses for clients that accept it) is read from a decompressed copy; one
 * that cannot be read (`encoding`: its Content-Encoding) gets the plain
 * policy, which allows no inline script.
 */
function policyForBody(body, encoding) {
  const name = String(encoding ?? "identity")
    .trim()
    .toLowerCase();
  if (name === "identity") return policyForHtml(body.toString("utf8"));
  const decode = DECODE[name];
  try {
    if (decode) return policyForHtml(decode(body).toString("utf8"));
  } catch {
    // Falls through to the plain policy.
  }
  return contentSecurityPolicy();
}

/**
 * Headers given to writeHead, applied as Node applies them: an object's by
 * setHeader; a flat [name, value, …] list's replacing earlier values, its own
 * repeats (Set-Cookie) kept.
 */
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

/** Takes charge of `res`'s Content-Security-Policy. Call before anything writes to it. */
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
      policyForBody(body, res.getHeader("content-encoding")),
    );
    mode = "pass";
    return native.end.call(res, body, callback);
  };
}

module.exports = { guardPolicy, policyForBody };
