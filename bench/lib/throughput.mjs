// Section 1: requests per second and latency (autocannon, 50 connections),
// each as a ratio to the empty baseline page measured in the same run. For
// information only: no budget (the pages are larger than the empty one, and a
// CDN serves them in production).
import { cannon, warmUp } from "./cannon.mjs";
import { contactRequest, probe, unavailableReason } from "./http.mjs";
import { ms, notAvailable, perSecond, row } from "./report.mjs";

const SECTION = "throughput";

export async function measureThroughput({ site, baseline }, options) {
  const targets = [
    { figure: "empty page (baseline)", url: `${baseline}/` },
    { figure: "/home", url: `${site}/home` },
    { figure: "/products", url: `${site}/products` },
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
    const reason = unavailableReason(await probe(target.url, target.init));
    if (reason) {
      rows.push(notAvailable(SECTION, figure, reason));
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
    rows.push(row(SECTION, figure, value, "", null, { ...result, ratio }));
  }
  return rows;
}
