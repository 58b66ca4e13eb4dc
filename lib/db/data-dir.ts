import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

// DATA_DIR holds the session key and password hashes: only the server's user may read it.
const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

export function dataDir(): string {
  const dir = path.resolve(env().DATA_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  fs.chmodSync(dir, PRIVATE_DIR);
  return dir;
}

export function dataPath(...parts: string[]): string {
  const full = path.join(dataDir(), ...parts);
  fs.mkdirSync(path.dirname(full), { recursive: true, mode: PRIVATE_DIR });
  return full;
}

// Readers see either nothing or the whole content.
export async function writeAtomically(
  file: string,
  content: string | Buffer,
): Promise<void> {
  const dir = path.dirname(file);
  await makePrivateDir(dir);
  const temp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  const handle = await fsp.open(temp, "wx", PRIVATE_FILE);
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  try {
    await renameDurably(temp, file);
  } catch (error) {
    await fsp.rm(temp, { force: true });
    throw error;
  }
}

async function flush(file: string): Promise<void> {
  const handle = await fsp.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

// A folder it creates is flushed into its parent, or a power cut could lose it with the files
// later renamed into it.
async function makePrivateDir(dir: string): Promise<void> {
  const first = await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  if (!first) return;
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    await flush(path.dirname(at));
    if (at === path.resolve(first) || at === path.dirname(at)) break;
  }
}

// The file is flushed first: a rename can reach the disk before the content it names.
async function renameDurably(from: string, to: string): Promise<void> {
  await flush(from);
  await fsp.rename(from, to);
  await flush(path.dirname(to));
}
