import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Env } from "@/lib/env";
import { assertImageKey, isImageKey, type ImageStore } from "./store";

type S3Settings = Pick<
  Env,
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_FORCE_PATH_STYLE"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

// Photos sit under their own prefix, so the bucket may hold other things that list() never sees.
const PREFIX = "images/";

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

export function createS3ImageStore(e: S3Settings): ImageStore {
  const client = new S3Client({
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials: {
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    },
    // AWS answers a bucket in another region with a redirect the client can follow.
    followRegionRedirects: true,
    // Not every S3-compatible service (GCS, older MinIO) understands the SDK's default checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = e.S3_BUCKET!;
  const objectKey = (key: string) => {
    assertImageKey(key);
    return PREFIX + key;
  };

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: "image/webp",
          // Names derive from the content, so a bucket served directly may cache them for good.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },

    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: objectKey(key) }),
        );
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(
        new DeleteObjectCommand({ Bucket, Key: objectKey(key) }),
      );
    },

    async list() {
      const found = [];
      const pages = paginateListObjectsV2(
        { client },
        { Bucket, Prefix: PREFIX },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length) ?? "";
          if (isImageKey(key))
            found.push({ key, modified: object.LastModified ?? new Date(0) });
        }
      }
      return found;
    },
  };
}
