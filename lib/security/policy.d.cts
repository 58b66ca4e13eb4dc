// Types of csp.cjs, which stays JavaScript so next.config.mjs can import it.
export function contentSecurityPolicy(scriptSources?: string[]): string;
export function inlineScriptHashes(html: string): string[];
export function policyForHtml(html: string): string;
