import { imageFailure, imageStore } from "@/lib/images";
import { idOfName } from "@/lib/images/sources";
import { jsonError, refuseAllBut } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ name: string }> };

/** An uploaded photo's WebP version, `/media/<id>.webp` or `/media/<id>-<width>.webp`. */
async function serve(context: Context, withBody: boolean) {
  const { name } = await context.params;
  const missing = () => jsonError(404, "There is no image with this name");
  if (!idOfName(name)) return missing();
  let bytes: Buffer | null;
  try {
    bytes = await imageStore().get(name);
  } catch (error) {
    return imageFailure(error);
  }
  if (!bytes) return missing();
  return new Response(withBody ? new Uint8Array(bytes) : null, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      // The name is derived from the photo's content: it never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export const GET = (_req: Request, context: Context) => serve(context, true);
export const HEAD = (_req: Request, context: Context) => serve(context, false);

export const { POST, PUT, PATCH, DELETE } = refuseAllBut("GET", "HEAD");
