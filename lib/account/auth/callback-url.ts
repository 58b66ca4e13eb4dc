/** A path of this site: not `//host` nor `/\host`, which browsers read as another host. */
export const isSitePath = (path: string) =>
  path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");

/** Where to go after signing in when nothing (or nothing safe) was asked for. */
const DEFAULT_AFTER_SIGN_IN = "/addProducts";

/**
 * The page to return to after signing in: only a path on this site
 * (`/addProducts`, `/products?x=1`), never another origin (`//evil.example`,
 * `https://...`, `/\evil`), and never the login page itself. The result is
 * checked as well as the input: URL parsing turns `/.//evil.example` and
 * `/%2e%2e//evil.example` into `//evil.example`, which a browser reads as
 * another host.
 */
export function safeCallbackUrl(raw: string | null | undefined): string {
  if (!raw || !isSitePath(raw)) return DEFAULT_AFTER_SIGN_IN;
  try {
    const base = "http://same.invalid";
    const url = new URL(raw, base);
    const result = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== base || url.pathname === "/login" || !isSitePath(result))
      return DEFAULT_AFTER_SIGN_IN;
    return result;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
