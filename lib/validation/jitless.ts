import { config } from "zod/mini";

// Zod compiles fast parsers with `new Function`, which the site's Content-Security-Policy
// forbids; the browser reports even the probe Zod makes to find out. Every module that
// builds a schema imports this file first, so no schema is ever compiled that way.
config({ jitless: true });
