import { expect, type APIRequestContext } from "@playwright/test";
import type { FuzzRequest } from "../../test/fuzz";
import { judge, type Expectation } from "../../test/fuzz-verdict";

/** One generated request and the statuses the production server may answer it with. */
export type HttpCase = FuzzRequest & Expectation;

/**
 * Sends every case to the production server and asserts every answer
 * (test/fuzz-verdict.ts). A failure names its seed and case: FUZZ_SEED
 * replays a run exactly.
 */
export async function runCases(
  request: APIRequestContext,
  seed: number,
  cases: HttpCase[],
) {
  const problems = await judge(seed, cases, async (c) => {
    const response = await request.fetch(c.path, {
      method: c.method,
      headers: c.headers,
      data: c.body,
      maxRedirects: 0,
      failOnStatusCode: false,
      timeout: 20_000,
    });
    return {
      status: response.status(),
      header: (name: string) => response.headers()[name],
      text: () => response.text(),
    };
  });
  expect(problems, problems.slice(0, 20).join("\n")).toEqual([]);
}

/** The server still answers normally after the barrage. */
export async function expectHealthy(request: APIRequestContext) {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
}
