import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { useTempDataDir } from "@/test/temp-data-dir";
import { removeUnusedImages } from "./index";
import { createLocalImageStore } from "./local-store";
import { createS3ImageStore } from "./s3-store";
import type { ImageStore } from "./store";

// A real S3-compatible server on a free local port: the adapter's requests
// are signed, sent and answered exactly as against a bucket.
const BUCKET = "halabi-photos";
let server: S3rver;
let endpoint = "";
let bucketDir = "";
beforeAll(async () => {
  bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), "halabi-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory: bucketDir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
});

const backends: [string, () => ImageStore][] = [
  ["local (DATA_DIR/images)", () => createLocalImageStore()],
  [
    "s3 (s3rver)",
    () =>
      createS3ImageStore({
        S3_BUCKET: BUCKET,
        S3_REGION: "us-east-1",
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: true,
        // s3rver's own key pair: it checks every request's signature against it.
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      }),
  ],
];

const id = (n: number) => n.toString(16).padStart(20, "0");
const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe.each(backends)("image store contract: %s", (_name, make) => {
  useTempDataDir();
  let store: ImageStore;
  beforeAll(() => {
    store = make();
  });

  it("reads back what it stored, and null for a name never stored", async () => {
    const payload = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    await store.put(`${id(1)}-320.webp`, payload);
    expect(await store.get(`${id(1)}-320.webp`)).toEqual(Buffer.from(payload));
    expect(await store.get(`${id(2)}.webp`)).toBeNull();
  });

  it("replaces a file written again under the same name", async () => {
    await store.put(`${id(3)}.webp`, bytes("first"));
    await store.put(`${id(3)}.webp`, bytes("second"));
    expect((await store.get(`${id(3)}.webp`))!.toString()).toBe("second");
  });

  it("lists stored names with their modification time, and forgets deleted ones", async () => {
    const before = Date.now() - 2_000;
    await store.put(`${id(4)}.webp`, bytes("four"));
    const listed = await store.list();
    const four = listed.find((f) => f.key === `${id(4)}.webp`);
    expect(four!.modified.getTime()).toBeGreaterThanOrEqual(before);
    expect(four!.modified.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);

    await store.delete(`${id(4)}.webp`);
    await store.delete(`${id(4)}.webp`);
    expect(await store.get(`${id(4)}.webp`)).toBeNull();
    expect((await store.list()).map((f) => f.key)).not.toContain(
      `${id(4)}.webp`,
    );
  });

  it("refuses names that could leave its folder or prefix", async () => {
    for (const key of ["../site.db", "a/b.webp", ".hidden.webp", "x.svg"]) {
      await expect(store.put(key, bytes("x"))).rejects.toThrow(/image key/);
      await expect(store.get(key)).rejects.toThrow(/image key/);
    }
  });

  it("removes unused photos with all their widths, keeping referenced and recent ones", async () => {
    for (const n of [10, 11, 12])
      for (const name of [`${id(n)}.webp`, `${id(n)}-320.webp`])
        await store.put(name, bytes(name));
    const later = new Date(Date.now() + 2 * 24 * 3600_000);

    const removed = await removeUnusedImages([`/media/${id(10)}.webp`], {
      now: later,
      store,
    });
    expect(removed).toEqual(
      expect.arrayContaining([
        `/media/${id(11)}.webp`,
        `/media/${id(12)}.webp`,
      ]),
    );
    const left = (await store.list()).map((f) => f.key);
    expect(left).toEqual(
      expect.arrayContaining([`${id(10)}.webp`, `${id(10)}-320.webp`]),
    );
    for (const n of [11, 12])
      expect(left.filter((k) => k.startsWith(id(n)))).toEqual([]);

    // Within the grace period nothing is removed, referenced or not.
    await store.put(`${id(13)}.webp`, bytes("new"));
    expect(await removeUnusedImages([], { store })).toEqual([]);
    expect(await store.get(`${id(13)}.webp`)).not.toBeNull();
  });
});
