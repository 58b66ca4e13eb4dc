import { jsonError } from "./responses";

export type BodyResult<T> =
  { ok: true; value: T } | { ok: false; response: Response };

export const KiB = 1024;

/** Reads the raw body, refusing anything over `limit` bytes without buffering it all. */
export async function readText(
  req: Request,
  limit: number,
): Promise<BodyResult<string>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) return tooLarge(limit);
  if (!req.body) return { ok: true, value: "" };
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
  return { ok: true, value: Buffer.concat(chunks).toString("utf8") };
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

function tooLarge(limit: number): BodyResult<never> {
  return {
    ok: false,
    response: jsonError(
      413,
      `The request body is larger than ${Math.round(limit / KiB)} KiB`,
    ),
  };
}
