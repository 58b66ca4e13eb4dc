import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync, brotliCompressSync } from "node:zlib";
import { contentSecurityPolicy, policyForHtml } from "./policy.cjs";
import { guardPolicy, policyForBody } from "./response-policy.cjs";

type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

/** Serves one request with `respond` behind guardPolicy; answers the raw (undecoded) result. */
async function served(
  respond: (res: http.ServerResponse) => void | Promise<void>,
  path = "/",
): Promise<Answer> {
  const server = http.createServer((_req, res) => {
    guardPolicy(res);
    void respond(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Answer>((resolve, reject) => {
      http
        .get({ port, host: "127.0.0.1", path }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode!,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    });
  } finally {
    server.close();
  }
}

const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body><p>soap</p><script src="/_next/a.js"></script></body></html>`;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the policy of each answer as it leaves the server", () => {
  it("gives a page streamed in pieces the hashes of all its inline scripts, body untouched", async () => {
    const html = page("self.__next_f.push([1])") + "<script>late()</script>";
    const answer = await served(async (res) => {
      // As Next.js streams a page: headers flushed first, then the chunks.
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.flushHeaders();
      for (const piece of [
        html.slice(0, 40),
        html.slice(40, 90),
        html.slice(90),
      ]) {
        expect(res.write(piece)).toBe(true);
        await tick();
      }
      res.end();
    });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(html);
    expect(answer.headers["content-security-policy"]).toBe(policyForHtml(html));
    expect(answer.headers["content-security-policy"]).toContain("sha256-");
  });

  it("lets the customer's order page, and it alone, send a form on to Stripe Checkout", async () => {
    const html = page("self.__next_f.push([1])");
    const policyAt = async (path: string) =>
      (
        await served((res) => {
          res.setHeader("Content-Type", "text/html");
          res.end(html);
        }, path)
      ).headers["content-security-policy"];
    const order = `/orders/${"a".repeat(43)}`;
    for (const path of [order, `${order}?checkout=done`]) {
      expect(await policyAt(path)).toBe(policyForHtml(html, order));
      expect(await policyAt(path)).toContain(
        "form-action 'self' https://checkout.stripe.com",
      );
    }
    for (const path of ["/orders", "/home", `${order}/more`, "/api/orders/pay"])
      expect(await policyAt(path)).toBe(policyForHtml(html));
  });

  it("replaces any other policy of an HTML answer, and keeps its status and headers", async () => {
    const html = page("a()");
    const answer = await served((res) => {
      res.setHeader("Content-Security-Policy", "script-src 'unsafe-inline'");
      res.writeHead(404, "Not Found", {
        "Content-Type": "text/html",
        "X-Soap": "laurel",
      });
      res.end(Buffer.from(html));
    });
    expect(answer.status).toBe(404);
    expect(answer.headers["x-soap"]).toBe("laurel");
    expect(answer.headers["content-security-policy"]).toBe(policyForHtml(html));
  });

  it("hashes a compressed page from a decompressed copy and sends the compressed bytes", async () => {
    const html = page("gz()");
    const gzipped = gzipSync(html);
    const answer = await served((res) => {
      res.setHeader("Content-Type", "text/html");
      res.setHeader("Content-Encoding", "gzip");
      res.write(gzipped.subarray(0, 10));
      res.end(gzipped.subarray(10));
    });
    expect(answer.body.equals(gzipped)).toBe(true);
    expect(answer.headers["content-security-policy"]).toBe(policyForHtml(html));
    expect(policyForBody(brotliCompressSync(html), "br")).toBe(
      policyForHtml(html),
    );
  });

  it("fails closed: a body it cannot read allows no inline script", () => {
    expect(policyForBody(Buffer.from("not gzip"), "gzip")).toBe(
      contentSecurityPolicy(),
    );
    expect(policyForBody(Buffer.from(page("x()")), "compress")).toBe(
      contentSecurityPolicy(),
    );
  });

  it("gives any other answer without a policy the plain one and keeps a policy of its own", async () => {
    const json = await served((res) => {
      res.writeHead(200, [
        "Content-Type",
        "application/json",
        "Set-Cookie",
        "a=1",
        "Set-Cookie",
        "b=2",
      ]);
      res.end("{}");
    });
    expect(json.headers["content-security-policy"]).toBe(
      contentSecurityPolicy(),
    );
    expect(json.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
    const image = await served((res) => {
      res.setHeader("Content-Type", "image/webp");
      res.setHeader("Content-Security-Policy", "default-src 'none'");
      res.end(Buffer.from([1, 2, 3]));
    });
    expect(image.headers["content-security-policy"]).toBe("default-src 'none'");
    expect([...image.body]).toEqual([1, 2, 3]);
    const flight = await served((res) => {
      res.setHeader("Content-Type", "text/x-component");
      res.write("0:[]\n");
      res.end();
    });
    expect(flight.headers["content-security-policy"]).toBe(
      contentSecurityPolicy(),
    );
    expect(flight.body.toString()).toBe("0:[]\n");
  });

  it("adds nothing to a 304: the browser keeps the policy of the page it holds", async () => {
    const answer = await served((res) => {
      res.setHeader("Content-Type", "text/html");
      res.statusCode = 304;
      res.end();
    });
    expect(answer.status).toBe(304);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
  });
});
