// Section 1: requests per second and latency (autocannon, 50 connections),
// each as a ratio to the empty baseline page measured in the same run.
import { cannon, warmUp } from "./cannon.mjs";
import { contactRequest, probe, unavailableReason } from "./http.mjs";
import { ms, notAvailable, perSecond, row } from "./report.mjs";

const SECTION = "throughput";

export async function measureThroughput({ site, baseline }, options) {
  const targets = [
    { figure: "empty page (baseline)", url: `${baseline}/` },
    { figure: "/home", url: `${site}/home`, minRatio: 0.9 },
    { figure: "/products", url: `${site}/products`, minRatio: 0.9 },
    { figure: "GET /api/products", url: `${site}/api/products` },
    {
      figure: "POST /api/contact",
      url: `${site}/api/contact`,
      init: contactRequest(),
    },
  ];
  const rows = [];
  let baselineRate;
  for (const target of targets) {
    const figure = `throughput ${target.figure}`;
    const budget = target.minRatio
      ? `≥ ${target.minRatio.toFixed(2)}× empty`
      : "";
    const reason = unavailableReason(await probe(target.url, target.init));
    if (reason) {
      rows.push(notAvailable(SECTION, figure, reason, budget));
      continue;
    }
    console.log(`  ${target.figure}: ${options.throughputSeconds} s...`);
    await warmUp(target.url, target.init);
    const result = await cannon({
      url: target.url,
      connections: options.throughputConnections,
      seconds: options.throughputSeconds,
      init: target.init,
    });
    if (target === targets[0]) baselineRate = result.requestsPerSecond;
    const ratio = baselineRate
      ? result.requestsPerSecond / baselineRate
      : undefined;
    const failures = result.non2xx + result.socketErrors;
    const value = [
      perSecond(result.requestsPerSecond),
      ratio === undefined ? undefined : `${ratio.toFixed(2)}×`,
      `p99 ${ms(result.p99)}`,
      failures > 0 ? `${failures} failed` : undefined,
    ]
      .filter(Boolean)
      .join(" · ");
    const ok =
      target.minRatio && ratio !== undefined ? ratio >= target.minRatio : null;
    rows.push(row(SECTION, figure, value, budget, ok, { ...result, ratio }));
  }
  return rows;
}
