import { config } from "zod/mini";

// Zod compiles parsers with `new Function`, which the CSP forbids (the browser reports even Zod's
// probe). Every schema module the browser may load imports this first. (Setting it once in
// instrumentation-client.ts instead put 5 KiB of zod into every page's JavaScript.)
config({ jitless: true });
