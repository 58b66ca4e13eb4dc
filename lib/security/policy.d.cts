// Types of policy.cjs, which stays JavaScript so next.config.mjs and the cache handler can load it.
export function contentSecurityPolicy(scriptSources?: string[]): string;
export function inlineScriptHashes(html: string): string[];
export function policyForHtml(html: string): string;
type HeaderRule = {
  source: string;
  headers: { key: string; value: string }[];
};
export function headerRules(
  production: boolean,
  options?: { pageCacheReplaced?: boolean },
): HeaderRule[];
