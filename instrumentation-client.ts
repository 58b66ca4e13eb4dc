import { config } from "zod/mini";

// Runs in the browser before any island's code (Next's documented client
// instrumentation). Zod compiles fast parsers with `new Function`, which the
// site's Content-Security-Policy forbids; the browser reports even the probe
// Zod makes to find out. Set here once, no schema is ever compiled that way.
// The server needs nothing: no policy restricts it.
config({ jitless: true });
