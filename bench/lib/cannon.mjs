// One autocannon run, bounded in time, reduced to the figures the bench reports.
import autocannon from "autocannon";
import { request } from "./http.mjs";

/** Sequential requests so the route's code is loaded and warm before measuring. */
export async function warmUp(url, init = {}, count = 30) {
  for (let i = 0; i < count; i++) {
    try {
      const res = await request(url, { ...init });
      await res.arrayBuffer();
    } catch {
      // The measured run reports errors; warming up only has to try.
    }
  }
}

export async function cannon({ url, connections, seconds, init = {} }) {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    method: init.method ?? "GET",
    headers: init.headers,
    body: init.body,
  });
  // autocannon stops by itself after `duration`; this guards against a hang.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    const result = await instance;
    return {
      connections,
      seconds,
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      // autocannon counts timeouts among its errors.
      socketErrors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    clearTimeout(guard);
  }
}
