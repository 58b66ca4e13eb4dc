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
  // Types are checked by `npm run typecheck`: each file is only transpiled (isolatedModules).
  transform: {
    "^.+\\.(t|j)sx?$": [
      "ts-jest",
      {
        tsconfig: {
          jsx: "react-jsx",
          allowJs: true,
          rootDir: ".",
          isolatedModules: true,
        },
        diagnostics: false,
      },
    ],
  },
  transformIgnorePatterns: [
    "/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat)/)",
  ],
  testTimeout: 20_000,
};
