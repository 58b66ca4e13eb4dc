// Settings for the server and every script, read before anything else: the
// environment first, then the .env files of the folder the command runs in
// (the project folder under npm, the same folder DATA_DIR=./.data and the
// site's public files are found from), in Next.js's documented order
// (.env.production.local, .env.local, .env.production, .env) through its own
// loader. Next.js then reuses what was loaded here, so the server, the site
// and `npm run backup`/`restore` all see the same values. Import it first.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false);
