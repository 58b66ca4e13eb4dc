// Section 5: the load test, 200 concurrent connections per page; every non-2xx
// answer and every socket error (timeouts included) counts as an error.
import { cannon, warmUp } from "./cannon.mjs";
import { probe, unavailableReason } from "./http.mjs";
import { ms, notAvailable, perSecond, row } from "./report.mjs";

const SECTION = "load";

export async function measureLoad({ site }, options) {
  const rows = [];
  for (const path of ["/products", "/home"]) {
    const url = `${site}${path}`;
    const figure = `load ${path} (${options.loadConnections} conns, ${options.loadSeconds} s)`;
    const budget = "0 errors";
    const reason = unavailableReason(await probe(url));
    if (reason) {
      rows.push(notAvailable(SECTION, figure, reason, budget));
      continue;
    }
    console.log(
      `  ${path}: ${options.loadSeconds} s at ${options.loadConnections} connections...`,
    );
    await warmUp(url);
    const result = await cannon({
      url,
      connections: options.loadConnections,
      seconds: options.loadSeconds,
    });
    const errors = result.non2xx + result.socketErrors;
    const value = `${errors} errors · p99 ${ms(result.p99)} · ${perSecond(result.requestsPerSecond)}`;
    rows.push(
      row(SECTION, figure, value, budget, errors === 0, { ...result, errors }),
    );
  }
  return rows;
}
