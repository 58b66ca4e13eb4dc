import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRefusalEcho, ECHO_MS, MAX_CLIENTS } from "./refusal-echo.cjs";
import { createSiteServer } from "./site-server.cjs";

/**
 * A route that refuses after its budget, as the password routes do: 400 for the first `budget`
 * requests of a client, then 429 with Retry-After and the words the form shows.
 */
function limitedRoute(budget: number) {
  const reached: string[] = [];
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const client = String(req.headers["x-forwarded-for"]);
    reached.push(`${req.method} ${client}`);
    const used = reached.filter((r) => r.endsWith(` ${client}`)).length;
    req.resume();
    if (used <= budget) {
      res.writeHead(400, { "content-type": "application/json" });
      return res.end(JSON.stringify({ error: "weak" }));
    }
    res.statusCode = 429;
    res.setHeader("content-type", "application/json");
    res.setHeader("cache-control", "private, no-store");
    res.setHeader("retry-after", "600");
    if (!req.url!.startsWith("/api/contact"))
      res.setHeader("refused-for", "client");
    res.write('{"error":"Too many attempts. Try again in ');
    res.end('10 minutes."}');
  };
  return { reached, handle };
}

async function listening(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (base: string, path: string, client: string, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "x-forwarded-for": client,
      "content-type": "application/json",
      ...(cookie && { cookie }),
    },
    body: JSON.stringify({ newPassword: "p4$$w0rd".repeat(8) }),
  });

describe("the production server repeats a refusal for too many attempts", () => {
  const route = limitedRoute(3);
  const server = createSiteServer({ handle: route.handle, hops: 1 });
  let base: string;
  beforeAll(async () => {
    base = await listening(server);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers a flood from one client itself, with the route's words, its headers and every security header", async () => {
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(await post(base, "/api/account/recover", "203.0.113.7"));
    // The budget, then one refusal from the route; the 36 others never reached it.
    expect(route.reached).toHaveLength(4);
    expect(answers.map((a) => a.status)).toEqual([
      ...Array(3).fill(400),
      ...Array(37).fill(429),
    ]);
    const last = answers.at(-1)!;
    expect(await last.json()).toEqual({
      error: "Too many attempts. Try again in 10 minutes.",
    });
    expect(last.headers.get("cache-control")).toBe("private, no-store");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(last.headers.get("x-content-type-options")).toBe("nosniff");
    expect(last.headers.get("content-security-policy")).toContain(
      "default-src",
    );
  });

  it("never repeats a refusal the route did not mark as the client's own (one that depends on what is asked)", async () => {
    const before = route.reached.length;
    for (let i = 0; i < 6; i++) await post(base, "/api/contact", "192.0.2.4");
    expect(route.reached.slice(before)).toHaveLength(6);
  });

  it("lets another client, another path, another browser's cookies and a read through to the route", async () => {
    const before = route.reached.length;
    expect(
      (await post(base, "/api/account/recover", "198.51.100.9")).status,
    ).toBe(400);
    expect(
      (await post(base, "/api/account/password", "203.0.113.7")).status,
    ).toBe(429);
    expect(
      (await post(base, "/api/account/recover", "203.0.113.7", "s=other"))
        .status,
    ).toBe(429);
    await fetch(`${base}/api/account/recover`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(route.reached.slice(before)).toEqual([
      "POST 198.51.100.9",
      "POST 203.0.113.7",
      "POST 203.0.113.7",
      "GET 203.0.113.7",
    ]);
  });
});

describe("createRefusalEcho", () => {
  function standIn(now: () => number) {
    const echo = createRefusalEcho({ now });
    const route = limitedRoute(0);
    const server = http.createServer((req, res) => {
      if (echo.answer(req, res)) return;
      echo.watch(req, res);
      route.handle(req, res);
    });
    return { server, route };
  }

  it("repeats a refusal for at most 10 seconds, then asks the route again, counting the wait down", async () => {
    let clock = 1_000_000;
    const { server, route } = standIn(() => clock);
    const base = await listening(server);
    try {
      expect((await post(base, "/x", "a")).status).toBe(429);
      clock += 4_000;
      const echoed = await post(base, "/x", "a");
      expect(echoed.status).toBe(429);
      expect(echoed.headers.get("retry-after")).toBe("596");
      expect(route.reached).toHaveLength(1);
      clock += ECHO_MS;
      expect((await post(base, "/x", "a")).status).toBe(429);
      expect(route.reached).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it(`remembers at most ${MAX_CLIENTS} refused clients, forgetting the oldest first`, async () => {
    const { server, route } = standIn(() => 5);
    const base = await listening(server);
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
      const send = (client: string) =>
        new Promise<number>((resolve, reject) => {
          const req = http.request(
            `${base}/x`,
            { method: "POST", agent, headers: { "x-forwarded-for": client } },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode!));
            },
          );
          req.on("error", reject);
          req.end();
        });
      for (let i = 0; i <= MAX_CLIENTS; i += 500)
        await Promise.all(
          Array.from({ length: Math.min(500, MAX_CLIENTS + 1 - i) }, (_, j) =>
            send(`c${i + j}`),
          ),
        );
      expect(route.reached).toHaveLength(MAX_CLIENTS + 1);
      await send("c1");
      expect(route.reached).toHaveLength(MAX_CLIENTS + 1);
      // The first was forgotten to make room for the last.
      await send("c0");
      expect(route.reached).toHaveLength(MAX_CLIENTS + 2);
      agent.destroy();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
