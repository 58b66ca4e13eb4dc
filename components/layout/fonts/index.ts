// Written by `node scripts/fonts.mjs`: change the script, not this file.
import localFont from "next/font/local";

// Self-hosted, cut to the weights and features the site uses. Each family is
// two files under one name: the site's own characters and the font's other
// Latin characters, which a browser fetches only for a page that shows one.
// None is preloaded: text paints at once in the metric-matched fallback faces
// of fallbacks.css and the fonts swap in without moving the layout (CLS budget
// 0.01, docs/quality.md), so the fonts stay off the path to the largest paint.

const fraunces = localFont({
  src: "./fraunces.woff2",
  variable: "--font-serif",
  display: "swap",
  weight: "400 600",
  preload: false,
  fallback: [
    "Fraunces Fallback Times New Roman",
    "Fraunces Fallback Noto Serif",
    "Fraunces Fallback DejaVu Serif",
    "serif",
  ],
  adjustFontFallback: false,
});

const frauncesRest = localFont({
  src: "./fraunces-rest.woff2",
  variable: "--font-serif-rest",
  display: "swap",
  weight: "400 600",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "fraunces" },
    {
      prop: "unicode-range",
      value:
        "U+00A1-00A2,U+00A4,U+00A6-00A8,U+00AA,U+00AC-00AD,U+00AF,U+00B1-00B6,U+00B8-00BA,U+00BC-00D6,U+00D8-00E6,U+00E8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-036F,U+2000-2008,U+200A-2012,U+2015-2017,U+201B,U+201F-2021,U+2023-2025,U+2027-202E,U+2030-2031,U+2034-2038,U+203B-206F,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

const inter = localFont({
  src: "./inter.woff2",
  variable: "--font-sans",
  display: "swap",
  weight: "400 600",
  preload: false,
  fallback: [
    "Inter Fallback Arial",
    "Inter Fallback Roboto",
    "Inter Fallback DejaVu Sans",
    "sans-serif",
  ],
  adjustFontFallback: false,
});

const interRest = localFont({
  src: "./inter-rest.woff2",
  variable: "--font-sans-rest",
  display: "swap",
  weight: "400 600",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "inter" },
    {
      prop: "unicode-range",
      value:
        "U+00A1-00A2,U+00A4,U+00A6-00A8,U+00AA,U+00AC-00AD,U+00AF,U+00B1-00B6,U+00B8-00BA,U+00BC-00D6,U+00D8-00E6,U+00E8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0300-036F,U+2000-2008,U+200A-2012,U+2015-2017,U+201B,U+201F-2021,U+2023-2025,U+2027-202E,U+2030-2031,U+2034-2038,U+203B-206F,U+2215,U+FEFF,U+FFFD",
    },
  ],
});

/** The classes that put both families' faces and variables on the page. */
export const fontVariables = [fraunces, frauncesRest, inter, interRest]
  .map((font) => font.variable)
  .join(" ");
