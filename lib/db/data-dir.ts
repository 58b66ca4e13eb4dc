import "server-only";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

/** The data directory (DATA_DIR), created on first use. */
export function dataDir(): string {
  const dir = path.resolve(env().DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** A folder inside the data directory, created on first use. */
export function dataPath(...parts: string[]): string {
  const full = path.join(dataDir(), ...parts);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  return full;
}
