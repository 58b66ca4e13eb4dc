// Types of policy.cjs, which stays JavaScript so next.config.mjs and scripts/server.mjs can load it.
export function contentSecurityPolicy(
  scriptSources?: string[],
  formTargets?: string[],
): string;
export function inlineScriptHashes(html: string): string[];
export function policyForHtml(html: string, path?: string): string;
export function noncePolicy(nonce: string, path?: string): string;
export const IMAGE_POLICY: string;
type HeaderRule = {
  source: string;
  headers: { key: string; value: string }[];
};
export function securityHeaders(production: boolean): Record<string, string>;
export function headerRules(production: boolean): HeaderRule[];
