import { jsonError } from "./responses";

export type BodyResult<T> =
  { ok: true; value: T } | { ok: false; response: Response };

export const KiB = 1024;
export const MiB = 1024 * KiB;

/** Reads the raw body as text, refusing anything over `limit` bytes without buffering it all. */
export async function readText(
  req: Request,
  limit: number,
): Promise<BodyResult<string>> {
  const bytes = await readBytes(req, limit);
  if (!bytes.ok) return bytes;
  return { ok: true, value: bytes.value.toString("utf8") };
}

/** Reads the raw body, refusing anything over `limit` bytes without buffering it all. */
async function readBytes(
  req: Request,
  limit: number,
): Promise<BodyResult<Buffer<ArrayBuffer>>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  if (!req.body) return { ok: true, value: Buffer.alloc(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      return {
        ok: false,
        response: jsonError(400, "The request body could not be read"),
      };
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(limit);
    }
    chunks.push(part.value);
  }
  return { ok: true, value: Buffer.concat(chunks) };
}

/** Reads and parses a JSON body of at most `limit` bytes. */
export async function readJson(
  req: Request,
  limit: number,
): Promise<BodyResult<unknown>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return {
      ok: false,
      response: jsonError(
        415,
        "Send the body as JSON (Content-Type: application/json)",
      ),
    };
  }
  const text = await readText(req, limit);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return {
      ok: false,
      response: jsonError(400, "The request body is not valid JSON"),
    };
  }
}

/** Reads a multipart/form-data body (files included) of at most `limit` bytes. */
export async function readMultipart(
  req: Request,
  limit: number,
): Promise<BodyResult<FormData>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    return {
      ok: false,
      response: jsonError(
        415,
        "Send the body as multipart/form-data (Content-Type: multipart/form-data)",
      ),
    };
  }
  const bytes = await readBytes(req, limit);
  if (!bytes.ok) return bytes;
  try {
    // The body is already within the limit; the platform's parser reads the parts.
    const form = await new Response(bytes.value, {
      headers: { "content-type": type },
    }).formData();
    return { ok: true, value: form };
  } catch {
    return {
      ok: false,
      response: jsonError(
        400,
        "The multipart/form-data body is malformed or incomplete",
      ),
    };
  }
}

function tooLarge(limit: number): BodyResult<never> {
  return {
    ok: false,
    response: jsonError(
      413,
      limit >= MiB
        ? `The request body is larger than ${Math.round(limit / MiB)} MB`
        : `The request body is larger than ${Math.round(limit / KiB)} KiB`,
    ),
  };
}
