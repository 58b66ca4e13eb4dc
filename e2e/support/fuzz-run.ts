import { expect, type APIRequestContext } from "@playwright/test";
import type { FuzzRequest } from "./fuzz";

/** One generated request and the statuses its route may answer it with. */
export type FuzzCase = FuzzRequest & {
  path: string;
  allowed: readonly number[];
  /** Plain form posts to /api/contact get a small HTML page, not JSON. */
  htmlErrorsAllowed?: boolean;
};

/** Requests in flight at once: enough to finish fast, few enough not to starve parallel specs. */
const CONCURRENCY = 8;

/**
 * Sends every case and checks each answer: never a 5xx, only a status the
 * route allows for it, a 405 names the allowed methods (Allow), and a 4xx
 * carries `{ error: string }` as JSON.
 * Returns the statuses seen; the problems are asserted in one place so a
 * failure lists every broken case with its seed index.
 */
export async function runCases(
  request: APIRequestContext,
  seed: number,
  cases: FuzzCase[],
): Promise<Record<number, number>> {
  const seen: Record<number, number> = {};
  const problems: string[] = [];
  for (let start = 0; start < cases.length; start += CONCURRENCY) {
    const batch = cases.slice(start, start + CONCURRENCY);
    await Promise.all(
      batch.map(async (c, offset) => {
        const index = start + offset;
        const where = `seed ${seed} case ${index} (${c.label}): ${c.method} ${c.path.slice(0, 120)}`;
        const response = await request.fetch(c.path, {
          method: c.method,
          headers: c.headers,
          data: c.body,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 20_000,
        });
        const status = response.status();
        seen[status] = (seen[status] ?? 0) + 1;
        if (!c.allowed.includes(status)) {
          problems.push(
            `${where} answered ${status}, expected one of ${c.allowed.join(",")}`,
          );
          return;
        }
        if (status === 405 && !response.headers()["allow"])
          problems.push(`${where} answered 405 without an Allow header`);
        if (status < 400 || c.method === "HEAD") return;
        const type = response.headers()["content-type"] ?? "";
        if (c.htmlErrorsAllowed && type.startsWith("text/html")) return;
        const body = (await response.json().catch(() => null)) as {
          error?: unknown;
        } | null;
        if (
          !type.startsWith("application/json") ||
          typeof body?.error !== "string" ||
          body.error === ""
        )
          problems.push(
            `${where} answered ${status} without a JSON error (${type})`,
          );
      }),
    );
  }
  expect(problems, problems.slice(0, 20).join("\n")).toEqual([]);
  return seen;
}

/** The server still answers normally after the barrage. */
export async function expectHealthy(request: APIRequestContext) {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
}
