import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/lib/env";
import { perProcess } from "@/lib/per-process";
import { createLocalImageStore } from "./local-store";
import { processImage } from "./process";
import { createS3ImageStore } from "./s3-store";
import { DEFAULT_WIDTH, idOfName, imagePathOf, versionName } from "./sources";
import type { ImageStore } from "./store";

export function imageStore(): ImageStore {
  const e = env();
  const key = `${e.IMAGE_STORE}|${e.DATA_DIR}|${e.S3_ENDPOINT ?? ""}|${e.S3_BUCKET ?? ""}`;
  return perProcess("imageStore", key, () =>
    e.IMAGE_STORE === "s3" ? createS3ImageStore(e) : createLocalImageStore(),
  );
}

/** Same photo, same path; storing it again renews it, so a recent upload is not removed as unused. */
export async function saveImage(bytes: Buffer): Promise<string> {
  const versions = await processImage(bytes);
  // The same photo always gets the same name: the start of its SHA-256.
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  const store = imageStore();
  await Promise.all(
    versions.map((v) => store.put(versionName(id, v.width), v.bytes)),
  );
  // Written last: once the path answers, every width does too.
  const main = versions.find((v) => v.width === DEFAULT_WIDTH)!;
  await store.put(versionName(id), main.bytes);
  return imagePathOf(id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps photos younger than `graceMs` (a day): an upload not yet saved into the catalogue. Answers removed paths. */
export async function removeUnusedImages(
  referenced: Iterable<string>,
  {
    now = new Date(),
    graceMs = DAY_MS,
    store = imageStore(),
  }: { now?: Date; graceMs?: number; store?: ImageStore } = {},
): Promise<string[]> {
  const keep = new Set(referenced);
  const photos = new Map<string, { names: string[]; newest: number }>();
  for (const { key, modified } of await store.list()) {
    const id = idOfName(key);
    if (!id) continue;
    const photo = photos.get(id) ?? { names: [], newest: 0 };
    photo.names.push(key);
    photo.newest = Math.max(photo.newest, modified.getTime());
    photos.set(id, photo);
  }
  const removed: string[] = [];
  for (const [id, { names, newest }] of photos) {
    const path = imagePathOf(id);
    if (keep.has(path) || now.getTime() - newest < graceMs) continue;
    // The path goes first, so it never answers while its widths are gone.
    const main = versionName(id);
    if (names.includes(main)) await store.delete(main);
    for (const name of names) if (name !== main) await store.delete(name);
    removed.push(path);
  }
  return removed;
}
