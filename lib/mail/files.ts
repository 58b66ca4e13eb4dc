import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir, PRIVATE_DIR } from "@/lib/db/data-dir";

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
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  const temp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`,
  );
  const handle = await fs.open(temp, "wx", 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
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

/** Flushes a folder's entries, so a rename inside it survives a power cut. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A rename that is on disk when it returns: both folders are flushed. */
export async function renameDurably(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true, mode: PRIVATE_DIR });
  await fs.rename(from, to);
  await syncFolder(path.dirname(to));
  if (path.dirname(from) !== path.dirname(to))
    await syncFolder(path.dirname(from));
}

/** `20260121T101530Z`: file names that sort in the order messages arrived. */
export function timestampForFile(iso: string): string {
  return iso.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}
