import { jsonError } from "./responses";

export type BodyResult<T> =
  { ok: true; value: T } | { ok: false; response: Response };

export const KiB = 1024;
export const MiB = 1024 * KiB;

const refused = (status: number, error: string): BodyResult<never> => ({
  ok: false,
  response: jsonError(status, error),
});

/** Reads the raw body, refusing anything over `limit` bytes without buffering it all. */
async function readBytes(
  req: Request,
  limit: number,
): Promise<BodyResult<Buffer<ArrayBuffer>>> {
  const tooLarge = () =>
    refused(
      413,
      limit >= MiB
        ? `The request body is larger than ${Math.round(limit / MiB)} MB`
        : `The request body is larger than ${Math.round(limit / KiB)} KiB`,
    );
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return tooLarge();
  if (!req.body) return { ok: true, value: Buffer.alloc(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      return refused(400, "The request body could not be read");
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge();
    }
    chunks.push(part.value);
  }
  return { ok: true, value: Buffer.concat(chunks) };
}

/** Reads the raw body as text, refusing anything over `limit` bytes. */
export async function readText(
  req: Request,
  limit: number,
): Promise<BodyResult<string>> {
  const bytes = await readBytes(req, limit);
  return bytes.ok ? { ok: true, value: bytes.value.toString("utf8") } : bytes;
}

/** A body of at most `limit` bytes whose Content-Type matches `format`, as `format.parse` reads it. */
async function readFormat<T>(
  req: Request,
  limit: number,
  format: {
    type: RegExp;
    name: string;
    malformed: string;
    parse: (bytes: Buffer<ArrayBuffer>, type: string) => T | Promise<T>;
  },
): Promise<BodyResult<T>> {
  const type = req.headers.get("content-type") ?? "";
  if (!format.type.test(type))
    return refused(415, `Send the body as ${format.name}`);
  const bytes = await readBytes(req, limit);
  if (!bytes.ok) return bytes;
  try {
    return { ok: true, value: await format.parse(bytes.value, type) };
  } catch {
    return refused(400, format.malformed);
  }
}

export const readJson = (req: Request, limit: number) =>
  readFormat(req, limit, {
    type: /^application\/(.+\+)?json\b/i,
    name: "JSON (Content-Type: application/json)",
    malformed: "The request body is not valid JSON",
    parse: (bytes): unknown => JSON.parse(bytes.toString("utf8")),
  });

/** Files included; the platform's own parser reads the parts once the size is known to fit. */
export const readMultipart = (req: Request, limit: number) =>
  readFormat(req, limit, {
    type: /^multipart\/form-data\b/i,
    name: "multipart/form-data (Content-Type: multipart/form-data)",
    malformed: "The multipart/form-data body is malformed or incomplete",
    parse: (bytes, type) =>
      new Response(bytes, { headers: { "content-type": type } }).formData(),
  });
