import { spawnSync } from "node:child_process";
import path from "node:path";

describe("npm start", () => {
  it("refuses the test servers' cheap password hashing", () => {
    const run = spawnSync(
      process.execPath,
      [path.join(__dirname, "start.mjs")],
      {
        env: { ...process.env, TEST_FAST_PASSWORD_HASHING: "true" },
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("TEST_FAST_PASSWORD_HASHING");
  });
});
