/** Every file is WebP made by the server, so no content type is stored per file; keys are flat file names. */
export interface ImageStore {
  /** Writes `bytes` under `key`, replacing what was there; readers see all or nothing. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  list(): Promise<{ key: string; modified: Date }[]>;
}

const KEY = /^[0-9a-z][0-9a-z-]{0,99}\.webp$/;

/** Keys become file names and object names: no folders, no dots beyond `.webp`. */
export function isImageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`Not an image key: ${key}`);
}
