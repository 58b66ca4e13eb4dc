import type { Config } from "tailwindcss";

// Breakpoints are the product's own (spec section 9): sm 600, md 960, lg 1280, xl 1920.
const config: Config = {
  theme: {
    screens: {
      sm: "600px",
      md: "960px",
      lg: "1280px",
      xl: "1920px",
    },
    extend: {
      colors: {
        laurel: { DEFAULT: "#4F6B3A", dark: "#3E552D", light: "#6E8B3D" },
        olive: { DEFAULT: "#2F3B22", deep: "#232C19" },
        gold: { DEFAULT: "#C9A45C", dark: "#8A6A2A", light: "#E3CB93" },
        cream: { DEFAULT: "#F7F1E3", dark: "#F0E7D2" },
        sand: { DEFAULT: "#E8DCC2", dark: "#D8C7A3" },
        stone: { DEFAULT: "#6B6459", dark: "#57514A" },
      },
      fontFamily: {
        serif: ["var(--font-serif)", "Georgia", "serif"],
        sans: ["var(--font-sans)", "system-ui", "sans-serif"],
      },
      maxWidth: {
        measure: "68ch",
      },
    },
  },
};

export default config;
