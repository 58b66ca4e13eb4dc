/** A path of this site: not `//host` nor `/\host`, which browsers read as another host. */
export const isSitePath = (path: string) =>
  path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");

const DEFAULT_AFTER_SIGN_IN = "/addProducts";

// The result is checked as well as the input: URL parsing turns `/.//evil.example` and
// `/%2e%2e//evil.example` into `//evil.example`.
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
