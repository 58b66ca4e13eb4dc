import "server-only";
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";

// DATA_DIR holds the session key and password hashes: only the server's user may read it.
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** The data directory (DATA_DIR), created on first use, readable by the server's user only. */
export function dataDir(): string {
  const dir = path.resolve(env().DATA_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  fs.chmodSync(dir, PRIVATE_DIR);
  return dir;
}

/** A path inside the data directory; its folders are created on first use. */
export function dataPath(...parts: string[]): string {
  const full = path.join(dataDir(), ...parts);
  fs.mkdirSync(path.dirname(full), { recursive: true, mode: PRIVATE_DIR });
  return full;
}
