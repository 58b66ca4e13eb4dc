import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { dataDir, writeAtomically } from "@/lib/db/data-dir";
import {
  assertImageKey,
  isImageKey,
  type ImageStore,
  type StoredImage,
} from "./store";

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Files in DATA_DIR/images (folder 0700, files 0600), written through a
 * flushed temporary file and a rename, so a crash never leaves half a photo.
 */
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

    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await fs.rm(file(key), { force: true });
    },

    async list() {
      let names: string[];
      try {
        names = await fs.readdir(folder());
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const found: StoredImage[] = [];
      // Temporary files of writes in progress start with a dot and are skipped.
      for (const key of names.filter(isImageKey)) {
        try {
          const stat = await fs.stat(path.join(folder(), key));
          found.push({ key, modified: stat.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return found;
    },
  };
}
