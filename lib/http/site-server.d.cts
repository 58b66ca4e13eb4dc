// Types of site-server.cjs (plain JavaScript: scripts/server.mjs loads it as it is).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
export function createSiteServer(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  hops: number;
}): Server;
