// Types of csp-cache-handler.cjs (loaded by Next.js as plain JavaScript).
export function withPagePolicy<T>(value: T): T;
declare const PagePolicyCache: unknown;
export default PagePolicyCache;
