// Types of refusal-echo.cjs (plain JavaScript: site-server.cjs loads it as it is).
import type { IncomingMessage, ServerResponse } from "node:http";
export const ECHO_MS: number;
export const MAX_CLIENTS: number;
export function createRefusalEcho(options?: { now?: () => number }): {
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  watch(req: IncomingMessage, res: ServerResponse): void;
};
