import { HttpError } from "./responses";

export const KiB = 1024;
export const MiB = 1024 * KiB;

async function readBytes(
  req: Request,
  limit: number,
): Promise<Buffer<ArrayBuffer>> {
  const most =
    limit >= MiB
      ? `${Math.round(limit / MiB)} MB`
      : `${Math.round(limit / KiB)} KiB`;
  const tooLarge = () =>
    new HttpError(413, `The request body is larger than ${most}`);
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      throw new HttpError(400, "The request body could not be read");
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

export const readText = async (req: Request, limit: number) =>
  (await readBytes(req, limit)).toString("utf8");

async function readFormat<T>(
  req: Request,
  limit: number,
  format: {
    type: RegExp;
    name: string;
    malformed: string;
    parse: (bytes: Buffer<ArrayBuffer>, type: string) => T | Promise<T>;
  },
): Promise<T> {
  const type = req.headers.get("content-type") ?? "";
  if (!format.type.test(type))
    throw new HttpError(415, `Send the body as ${format.name}`);
  const bytes = await readBytes(req, limit);
  try {
    return await format.parse(bytes, type);
  } catch {
    throw new HttpError(400, format.malformed);
  }
}

export const readJson = (req: Request, limit: number) =>
  readFormat(req, limit, {
    type: /^application\/(.+\+)?json\b/i,
    name: "JSON (Content-Type: application/json)",
    malformed: "The request body is not valid JSON",
    parse: (bytes): unknown => JSON.parse(bytes.toString("utf8")),
  });

export const readMultipart = (req: Request, limit: number) =>
  readFormat(req, limit, {
    type: /^multipart\/form-data\b/i,
    name: "multipart/form-data (Content-Type: multipart/form-data)",
    malformed: "The multipart/form-data body is malformed or incomplete",
    parse: (bytes, type) =>
      new Response(bytes, { headers: { "content-type": type } }).formData(),
  });
