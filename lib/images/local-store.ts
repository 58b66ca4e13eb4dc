import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir, writeAtomically } from "@/lib/db/data-dir";
import { assertImageKey, isImageKey, type ImageStore } from "./store";

const unlessMissing = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  });

/** Written via a flushed temporary file and a rename, so a crash never leaves half a photo. */
export function createLocalImageStore(): ImageStore {
  const folder = () => path.join(dataDir(), "images");
  const file = (key: string) => {
    assertImageKey(key);
    return path.join(folder(), key);
  };

  return {
    async put(key, bytes) {
      await writeAtomically(
        file(key),
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      );
    },

    get: async (key) => unlessMissing(fs.readFile(file(key))),

    async delete(key) {
      await fs.rm(file(key), { force: true });
    },

    async list() {
      const names = (await unlessMissing(fs.readdir(folder()))) ?? [];
      // Temporary files of writes in progress start with a dot and are skipped.
      const found = await Promise.all(
        names.filter(isImageKey).map(async (key) => {
          const stat = await unlessMissing(fs.stat(path.join(folder(), key)));
          return stat && { key, modified: stat.mtime };
        }),
      );
      return found.filter((f) => f !== null);
    },
  };
}
