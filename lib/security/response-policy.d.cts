// Types of response-policy.cjs (plain JavaScript: scripts/server.mjs loads it as it is).
import type { ServerResponse } from "node:http";
export function guardPolicy(res: ServerResponse): void;
export function policyForBody(
  body: Buffer,
  encoding: unknown,
  path?: string,
): string;
export const SOCKET_ANSWER_HEADERS: Record<string, string>;
