import createNextIntlPlugin from "next-intl/plugin";
import { fileURLToPath } from "node:url";
import { headerRules } from "./lib/security/policy.cjs";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets the end-to-end suite build without touching `npm start`'s build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  output:
    process.env.NEXT_OUTPUT_STANDALONE === "true" ? "standalone" : undefined,
  poweredByHeader: false,
  // The end-to-end build runs after `npm run typecheck`; checking types twice only costs time.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "true" },
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3"],
  // Unknown URLs render app/global-not-found.tsx, kept out of every other page's payload.
  experimental: { globalNotFound: true },
  // Prerendered pages carry the hashes of their own inline scripts in their CSP.
  cacheHandler: fileURLToPath(
    new URL("./lib/security/page-cache.cjs", import.meta.url),
  ),
  // The handler keeps pages in memory itself.
  cacheMaxMemorySize: 0,
  async headers() {
    return headerRules(process.env.NODE_ENV === "production", {
      pageCacheReplaced: Boolean(process.env.VERCEL),
    });
  },
};

export default withNextIntl(nextConfig);
