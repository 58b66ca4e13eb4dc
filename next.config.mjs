import createNextIntlPlugin from "next-intl/plugin";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { headerRules } from "./lib/security/policy.cjs";

// Messages are compiled at build time, so the browser gets next-intl's small
// formatter instead of a full ICU parser (next-intl's documented `precompile`).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    messages: {
      path: "./messages",
      locales: "infer",
      format: "json",
      precompile: true,
    },
  },
});

// The icon sprite's address names its content, so browsers may keep it for a year.
const SPRITE = "/images/icons.svg";
const spriteVersion = createHash("sha256")
  .update(readFileSync(new URL(`./public${SPRITE}`, import.meta.url)))
  .digest("hex")
  .slice(0, 8);

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // The end-to-end build runs after `npm run typecheck`; checking types twice only costs time.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "true" },
  reactStrictMode: true,
  serverExternalPackages: ["better-sqlite3"],
  experimental: {
    // Unknown URLs render app/global-not-found.tsx, kept out of every other page's payload.
    globalNotFound: true,
    // `npm run coverage` maps the servers' V8 coverage back to the sources through the
    // server chunks' source maps, which minified code matches only roughly.
    serverMinification: process.env.COVERAGE_BUILD !== "true",
  },
  // Pages live in the server's memory only: each server renders its own, with its SITE_URL.
  cacheHandler: fileURLToPath(
    new URL("./lib/http/page-cache.cjs", import.meta.url),
  ),
  cacheMaxMemorySize: 0,
  env: { ICON_SPRITE_URL: `${SPRITE}?v=${spriteVersion}` },
  async headers() {
    return [
      ...headerRules(process.env.NODE_ENV === "production"),
      {
        source: SPRITE,
        headers: [
          {
            key: "Cache-Control",
            value: "public, max-age=31536000, immutable",
          },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
