import { config } from "zod/mini";

// Zod compiles fast parsers with `new Function`, which the site's Content-Security-Policy
// forbids; the browser reports even the probe Zod makes to find out. Each schema module
// the browser may load (every one without `server-only`) imports this file first, so no
// schema is ever compiled that way there; the shopping list's other modules come through
// ./ingredient, normalize through schema. The server needs none: no policy restricts it.
// (Set once in instrumentation-client.ts, it put 5 KiB of zod into every page's JavaScript.)
config({ jitless: true });
