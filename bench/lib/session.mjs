// Signs in as the bench's admin through next-auth's credentials endpoint and
// keeps the cookies, as a browser would.
import { request } from "./http.mjs";

/** A tiny cookie jar: name → value, fed from Set-Cookie headers. */
function cookieJar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(";");
        const at = pair.indexOf("=");
        if (at > 0)
          cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    has: (pattern) => [...cookies.keys()].some((name) => pattern.test(name)),
  };
}

/** Headers a same-origin request from the site's own pages would carry. */
export const sameOrigin = (site, jar) => ({
  Origin: site,
  "Sec-Fetch-Site": "same-origin",
  Cookie: jar.header(),
});

/**
 * { jar } when signed in, or { unavailable } (endpoint missing: not built yet)
 * or { failed } (the endpoint refused) with the reason.
 */
export async function signIn(site, { email, password }) {
  const jar = cookieJar();
  const csrf = await request(`${site}/api/auth/csrf`);
  jar.take(csrf);
  if (csrf.status !== 200) {
    await csrf.arrayBuffer();
    return { unavailable: `csrf ${csrf.status}` };
  }
  const { csrfToken } = await csrf.json();
  const callback = await request(`${site}/api/auth/callback/credentials`, {
    method: "POST",
    headers: {
      ...sameOrigin(site, jar),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      email,
      password,
      csrfToken,
      callbackUrl: `${site}/addProducts`,
      json: "true",
    }),
  });
  jar.take(callback);
  await callback.arrayBuffer();
  if (callback.status === 404 || callback.status === 405)
    return { unavailable: `sign-in ${callback.status}` };
  // The session cookie is lib/account/auth/cookies.ts sessionCookieName().
  if (!jar.has(/halabi\.session$/))
    return { failed: `sign-in refused (${callback.status})` };
  return { jar };
}
