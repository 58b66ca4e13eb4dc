import localFont from "next/font/local";

// Self-hosted (no request leaves the site): variable Latin subsets from @fontsource-variable.
export const serif = localFont({
  src: "../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-serif",
  display: "swap",
  weight: "100 900",
  fallback: ["Georgia", "serif"],
});

export const sans = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-sans",
  display: "swap",
  weight: "100 900",
  fallback: ["system-ui", "Arial", "sans-serif"],
});
