// The bench's yardstick: an empty Next.js app built with the project's own `next`
// (no dependencies of its own; react and next resolve from the project root's
// node_modules). Kept as close to Next's defaults as the site allows a fair
// comparison: the same powered-by setting, nothing else.

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // No type-checking here: the baseline has nothing worth checking and the
  // bench should spend its time measuring, not compiling.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
