import http from "node:http";
import type { AddressInfo } from "node:net";
import { createSiteServer } from "./site-server.cjs";

/**
 * The production server's own rules, with Next.js's request handler stood in for by a small site
 * that answers as Next.js does where it matters here (its automatic OPTIONS, a bare 405).
 */

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
};

function standIn(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url!.split("?")[0]!;
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
  res.writeHead(404);
  res.end();
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = createSiteServer({ handle: standIn, hops: 0 });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

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

describe("the production server (lib/http/site-server.cjs)", () => {
  it("hands Next.js the request with the address it trusts, and adds Allow to a route handler's bare 405", async () => {
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
  });
});
