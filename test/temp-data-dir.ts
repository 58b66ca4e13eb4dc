import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabases } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";

/** Gives each test file its own empty DATA_DIR (a real SQLite file), removed afterwards. */
export function useTempDataDir(
  extraEnv: Record<string, string> = {},
): () => string {
  let dir = "";
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-unit-"));
    for (const [k, v] of Object.entries({ DATA_DIR: dir, ...extraEnv })) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    resetEnvForTests();
  });
  afterAll(() => {
    closeDatabases();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
