import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // CommonJS files (loaded by Next.js as they are) import with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The public pages link with plain anchors on purpose (see
    // components/layout/nav-link.tsx): next/link's router code would be most of
    // a static page's JavaScript. The rule also mistakes /products for its
    // dynamic child /products/[id].
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    ignores: [
      "node_modules/**",
      ".node/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "bench/baseline/.next/**",
      "bench/baseline/next-env.d.ts",
    ],
  },
];

export default config;
