import localFont from "next/font/local";

// Self-hosted (no request leaves the site), cut down by scripts/fonts.mjs to the
// characters, weights (400-600) and features the site uses. Preloaded so the text
// has its face before the first paint; the fallbacks are metric-matched, so a
// late font cannot move the layout.
export const serif = localFont({
  src: "./fraunces.woff2",
  variable: "--font-serif",
  display: "swap",
  weight: "400 600",
  fallback: ["Georgia", "serif"],
  adjustFontFallback: "Times New Roman",
});

export const sans = localFont({
  src: "./inter.woff2",
  variable: "--font-sans",
  display: "swap",
  weight: "400 600",
  fallback: ["system-ui", "Arial", "sans-serif"],
});
