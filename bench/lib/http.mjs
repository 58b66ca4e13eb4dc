// Plain requests to the servers under test (127.0.0.1 only), always bounded in time.

export function request(url, init = {}, timeoutMs = 10_000) {
  return fetch(url, {
    redirect: "manual",
    ...init,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The status of one request, or null when nothing answered. */
export async function probe(url, init = {}) {
  try {
    const res = await request(url, init);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

/** Why a probed route cannot be measured, or undefined when it answers 2xx. */
export function unavailableReason(status) {
  if (status === null) return "no answer";
  if (status < 200 || status > 299) return String(status);
  return undefined;
}

/** Text of an HTML attribute or XML element, with the entities Next writes decoded. */
export const decode = (value) =>
  value
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');

/**
 * The public pages, as the site itself lists them for search engines
 * (app/sitemap.ts), so the bench measures every page the sitemap names.
 */
export async function publicRoutes(site) {
  const res = await request(`${site}/sitemap.xml`);
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(decode(loc)).pathname,
  );
}

export const contactRequest = () => ({
  method: "POST",
  headers: {
    "Content-Type": "application/json",
    "Sec-Fetch-Site": "same-origin",
  },
  body: JSON.stringify({
    name: "Bench Visitor",
    email: "bench.visitor@example.com",
    phone: "+44 20 7946 0000",
    message: "How long does a bar of laurel soap last? (bench request)",
  }),
});
