import { NextRequest } from "next/server";
import * as health from "@/app/api/health/route";
import type { FuzzRequest } from "./fuzz";
import { answerOf } from "./route-request";
import { judge, type Expectation } from "./fuzz-verdict";

type Params = Record<string, string | string[]>;
type Handler = (
  req: NextRequest,
  context: { params: Promise<Params> },
) => Promise<Response>;

/** A route module (`import * as name from ".../route"`) and the segments Next.js would hand it, decoded. */
export type Target = {
  path: string;
  route: Record<string, unknown>;
  params?: Params;
};

/** One generated request, the route it goes to, and the statuses that route may answer it with. */
export type FuzzCase = FuzzRequest & Expectation & Target;

const ORIGIN = "http://localhost:3000";

/** The handler Next.js calls: HEAD falls back to GET; a method the module lacks gets Next's own 405. */
function handlerOf(route: Target["route"], method: string) {
  const own = route[method] ?? (method === "HEAD" ? route.GET : undefined);
  return typeof own === "function" ? (own as Handler) : undefined;
}

async function send(c: FuzzCase) {
  const handler = handlerOf(c.route, c.method);
  if (!handler) return null;
  const req = new NextRequest(`${ORIGIN}${c.path}`, {
    method: c.method,
    // A client states the length of what it sends; the routes refuse a too-large one before reading.
    headers: c.body
      ? { "content-length": String(c.body.byteLength), ...c.headers }
      : c.headers,
    body: c.body,
  });
  const res = await handler(req, { params: Promise.resolve(c.params ?? {}) });
  return {
    status: res.status,
    header: (name: string) => res.headers.get(name),
    text: () => res.text(),
  };
}

/**
 * Calls each case's route handler in process, as Next.js would, and asserts
 * every answer (test/fuzz-verdict.ts). A failure names its seed and case:
 * FUZZ_SEED replays a run exactly.
 */
export async function runCases(seed: number, cases: FuzzCase[]) {
  expect(await judge(seed, cases, send)).toEqual([]);
}

/** The site still answers normally after the barrage. */
export async function expectHealthy() {
  expect(
    await answerOf(await health.GET(new Request(`${ORIGIN}/api/health`))),
  ).toEqual({
    status: 200,
    body: { status: "ok" },
  });
}
