import { imageStore } from "@/lib/images";
import { idOfName } from "@/lib/images/sources";
import { HttpError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const serve = (withBody: boolean) =>
  route({ role: "visitor", store: "images" }, async ({ params: { name } }) => {
    const bytes = idOfName(name) ? await imageStore().get(name) : null;
    if (!bytes) throw new HttpError(404, "There is no image with this name");
    return new Response(withBody ? new Uint8Array(bytes) : null, {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(bytes.byteLength),
        // The name is derived from the photo's content: it never changes.
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

export const GET = serve(true);
export const HEAD = serve(false);
