/** Where to go after signing in when nothing (or nothing safe) was asked for. */
export const DEFAULT_AFTER_SIGN_IN = "/addProducts";

/**
 * The page to return to after signing in: only a path on this site
 * (`/addProducts`, `/products?x=1`), never another origin (`//evil.example`,
 * `https://...`, `/\evil`), and never the login page itself.
 */
export function safeCallbackUrl(raw: string | null | undefined): string {
  if (
    !raw ||
    !raw.startsWith("/") ||
    raw.startsWith("//") ||
    raw.includes("\\")
  )
    return DEFAULT_AFTER_SIGN_IN;
  try {
    const base = "http://same.invalid";
    const url = new URL(raw, base);
    if (url.origin !== base || url.pathname === "/login")
      return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
