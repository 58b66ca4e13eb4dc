/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: [
    "<rootDir>/lib",
    "<rootDir>/app",
    "<rootDir>/components",
    "<rootDir>/scripts",
  ],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFiles: ["<rootDir>/test/jest-setup.js"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/test/server-only.js",
    "\\.css$": "<rootDir>/test/style-stub.js",
  },
  // Types are checked by `npm run typecheck`: SWC only transpiles each file.
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
      },
    ],
  },
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat)/)",
  ],
  testTimeout: 20_000,
};
