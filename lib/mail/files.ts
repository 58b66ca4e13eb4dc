import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir, PRIVATE_DIR, PRIVATE_FILE } from "@/lib/db/data-dir";

/** DATA_DIR/outbox: the .eml copies of messages kept without an email service (created when first used). */
export function outboxDir(): string {
  return path.join(dataDir(), "outbox");
}

/**
 * Writes a file so that readers see either nothing or the whole content:
 * a temporary file in the same folder, flushed to disk, then renamed.
 */
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
  const handle = await fs.open(temp, "wx", PRIVATE_FILE);
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
  try {
    await renameDurably(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** Flushes a file's content, or a folder's entries, to disk. */
async function flush(file: string): Promise<void> {
  const handle = await fs.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * mkdir -p with mode 0700; a folder it creates is flushed into its parent,
 * or a power cut could lose the folder with the files later renamed into it.
 */
async function makePrivateDir(dir: string): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  if (!first) return;
  const top = path.resolve(first);
  for (let at = path.resolve(dir); at !== path.dirname(at);) {
    await flush(path.dirname(at));
    if (at === top) break;
    at = path.dirname(at);
  }
}

/**
 * A rename within one folder that is on disk when it returns: the file is
 * flushed first (a rename can reach the disk before the content it names),
 * the folder after.
 */
async function renameDurably(from: string, to: string): Promise<void> {
  await flush(from);
  await fs.rename(from, to);
  await flush(path.dirname(to));
}

/** `20260121T101530Z`: file names that sort in the order messages arrived. */
export function timestampForFile(iso: string): string {
  return iso.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}
