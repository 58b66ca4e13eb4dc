import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir, PRIVATE_DIR, PRIVATE_FILE } from "@/lib/db/data-dir";

/** DATA_DIR/outbox and its two holding folders (not created until used). */
export function outboxDirs() {
  const outbox = path.join(dataDir(), "outbox");
  return {
    outbox,
    /** Messages whose delivery failed and will be tried again. */
    pending: path.join(outbox, "pending"),
    /** Messages that ran out of attempts: a person has to look at them. */
    failed: path.join(outbox, "failed"),
  };
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
 * A rename that is on disk when it returns: the file is flushed first (a
 * rename can reach the disk before the content it names), both folders after.
 */
export async function renameDurably(from: string, to: string): Promise<void> {
  await makePrivateDir(path.dirname(to));
  await flush(from);
  await fs.rename(from, to);
  await flush(path.dirname(to));
  if (path.dirname(from) !== path.dirname(to)) await flush(path.dirname(from));
}

/** `20260121T101530Z`: file names that sort in the order messages arrived. */
export function timestampForFile(iso: string): string {
  return iso.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}
