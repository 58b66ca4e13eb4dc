import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { createSiteServer } from "./site-server.cjs";

/**
 * The production server's own rules, with Next.js's request handler stood in for by a small site
 * that answers as Next.js does where it matters here (its automatic OPTIONS, a bare 405, a 500
 * written without headers). What Next.js itself answers is checked against the build in
 * e2e/security-headers.spec.ts.
 */

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
};

const PAGE =
  "<!DOCTYPE html><html><head></head><body><p>soap</p></body></html>";
let seen: string[] = [];

function standIn(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url!.split("?")[0]!;
  seen.push(`${req.method} ${path}`);
  if (path === "/api/health" || path === "/api/contact") {
    const allow =
      path === "/api/health" ? "GET, HEAD, OPTIONS" : "OPTIONS, POST";
    if (req.method === "OPTIONS") {
      res.writeHead(204, { allow });
      return res.end();
    }
    if (!allow.includes(req.method!)) {
      res.writeHead(405);
      return res.end();
    }
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(
      JSON.stringify({ forwardedFor: req.headers["x-forwarded-for"] }),
    );
  }
  if (path === "/broken") {
    res.writeHead(500);
    return res.end("Internal Server Error");
  }
  const found = ["/home", "/images/banner.svg"].includes(path);
  res.writeHead(found ? 200 : 404, {
    "content-type": "text/html; charset=utf-8",
  });
  res.end(PAGE);
}

let server: http.Server;
let port: number;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  server = createSiteServer({ handle: standIn, hops: 0 });
  // As Next.js does on its first request: it takes over upgrade requests and answers none.
  server.on("upgrade", () => {});
  server.on("connection", (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  // A socket left unanswered (upgraded, so no longer the server's) must not hold Jest open.
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen = [];
});

function send(
  method: string,
  path: string,
  {
    headers = {},
    body,
  }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        // Node.js frames no body of a DELETE or OPTIONS by itself.
        headers: body
          ? { ...headers, "content-length": String(Buffer.byteLength(body)) }
          : headers,
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Bytes no HTTP client sends; the server answers and closes. */
function sendRaw(text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

/** DESIGN.md §7: every answer, whoever wrote it; fails naming each header missing or wrong. */
function expectEveryHeader(where: string, { headers }: Answer) {
  const csp = String(headers["content-security-policy"] ?? "");
  const hsts = String(headers["strict-transport-security"] ?? "");
  const permissions = String(headers["permissions-policy"] ?? "");
  const checks: [string, boolean][] = [
    ["CSP script-src 'self'", /(^|; )script-src 'self'(;|$)/.test(csp)],
    ["CSP object-src 'none'", csp.includes("object-src 'none'")],
    ["CSP base-uri 'none'", csp.includes("base-uri 'none'")],
    ["CSP frame-ancestors 'none'", csp.includes("frame-ancestors 'none'")],
    [
      "HSTS",
      Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0) >= 31_536_000 &&
        /includeSubDomains/i.test(hsts),
    ],
    ["nosniff", headers["x-content-type-options"] === "nosniff"],
    [
      "Referrer-Policy",
      headers["referrer-policy"] === "strict-origin-when-cross-origin",
    ],
    [
      "Permissions-Policy",
      ["camera", "microphone", "geolocation", "payment"].every((feature) =>
        permissions.includes(`${feature}=()`),
      ),
    ],
    ["COOP", headers["cross-origin-opener-policy"] === "same-origin"],
    ["CORP", headers["cross-origin-resource-policy"] === "same-origin"],
  ];
  const wrong = checks.filter(([, ok]) => !ok).map(([name]) => name);
  expect({ where, wrong }).toEqual({ where, wrong: [] });
}

const PATHS = {
  page: "/home",
  file: "/images/banner.svg",
  route: "/api/health",
  unknown: "/no-such-page",
};

describe("the production server (lib/http/site-server.cjs)", () => {
  it("answers TRACE, TRACK and any method no route takes with 405, Allow and every security header; Next.js never sees them", async () => {
    for (const method of ["TRACE", "TRACK", "FOO", "PROPFIND"])
      for (const [kind, path] of Object.entries(PATHS)) {
        const where = `${method} ${kind} ${path}`;
        const answer = await send(method, path);
        expect([where, answer.status]).toEqual([where, 405]);
        expect([where, answer.headers.allow]).toEqual([
          where,
          kind === "route" ? "GET, HEAD, OPTIONS" : "GET, HEAD",
        ]);
        expectEveryHeader(where, answer);
      }
    const connect = await sendRaw(
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    );
    expect(connect.status).toBe(405);
    expect(connect.headers.allow).toBe("GET, HEAD");
    expectEveryHeader("CONNECT", connect);
    // Only the server's own question: which methods the route takes.
    expect(seen).toEqual(["OPTIONS /api/health"]);
  });

  it("answers any body sent to a page or file with 405, and where nothing is with an empty 404, whatever it says it is", async () => {
    const bodies: { headers: Record<string, string>; body: string }[] = [
      { headers: { rsc: "1" }, body: "x" },
      {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=b",
      },
      {
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--b--\r\n',
      },
      { headers: { "content-type": "application/json" }, body: '{"a":1}' },
      {
        headers: { "next-action": "abc", "content-type": "text/plain" },
        body: "[]",
      },
    ];
    const json = bodies[3]!;
    const cases = [
      ...bodies.map((sent) => ["POST", sent] as const),
      ...["PUT", "PATCH", "DELETE", "OPTIONS"].map((m) => [m, json] as const),
    ];
    for (const [method, { headers, body }] of cases)
      for (const [kind, path] of Object.entries(PATHS)) {
        if (kind === "route") continue;
        const where = `${method} ${kind} ${JSON.stringify(headers)}`;
        const answer = await send(method, path, { headers, body });
        const unknown = kind === "unknown";
        expect([where, answer.status]).toEqual([where, unknown ? 404 : 405]);
        expect([where, answer.headers.allow]).toEqual([
          where,
          unknown ? undefined : "GET, HEAD",
        ]);
        expect([where, answer.body]).toEqual([where, ""]);
        expectEveryHeader(where, answer);
      }
    // Next.js was asked only whether anything is there, as a GET would be.
    expect(new Set(seen)).toEqual(
      new Set(["HEAD /home", "HEAD /images/banner.svg", "HEAD /no-such-page"]),
    );
  });

  it("gives every answer every security header: its own 400 for a broken %-escape, Node.js's refusals, an unmet Expect, and one Next.js writes bare", async () => {
    const escape = await send("GET", "/products/%E0%A4%A");
    expect(escape.status).toBe(400);
    expectEveryHeader("broken escape", escape);
    const bare = await send("GET", "/broken");
    expect(bare.status).toBe(500);
    expectEveryHeader("bare 500", bare);
    const expectation = await send("GET", "/home", {
      headers: { expect: "soap" },
    });
    expect(expectation.status).toBe(417);
    expectEveryHeader("Expect", expectation);
    for (const [where, text, status] of [
      ["space in the path", "GET /ho me HTTP/1.1\r\nHost: x\r\n\r\n", 400],
      [
        "bad length",
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n",
        400,
      ],
      [
        "headers too large",
        `GET /home HTTP/1.1\r\nHost: x\r\nX-Soap: ${"a".repeat(20_000)}\r\n\r\n`,
        431,
      ],
    ] as const) {
      const answer = await sendRaw(text);
      expect([where, answer.status]).toEqual([where, status]);
      expectEveryHeader(where, answer);
    }
    for (const path of ["/home", "/no-such-page"])
      expectEveryHeader(path, await send("GET", path));
  });

  it("hands every method of an API route to Next.js with the client's address, and adds Allow to its bare 405", async () => {
    const ok = await send("POST", "/api/contact", {
      headers: { "x-forwarded-for": "203.0.113.9", "x-real-ip": "203.0.113.9" },
      body: "{}",
    });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ forwardedFor: "127.0.0.1" });
    const refused = await send("DELETE", "/api/contact");
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe("OPTIONS, POST");
    expect(JSON.parse(refused.body)).toEqual({
      error: "Method not allowed; use OPTIONS, POST",
    });
    expectEveryHeader("bare 405", refused);
  });

  it("answers a request with an Upgrade header as any other: the site takes no WebSocket", async () => {
    const answer = await send("GET", "/home", {
      headers: { connection: "Upgrade", upgrade: "websocket" },
    });
    expect(answer.status).toBe(200);
    expectEveryHeader("Upgrade", answer);
  });
});
