import { saveImage } from "@/lib/images";
import { KiB, MiB } from "@/lib/http/read-body";
import { HttpError, privateJson } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// A phone's full-size photo of up to 15 MB fits, with room for the form's own lines.
export const POST = route(
  {
    role: "editor",
    store: "images",
    body: "multipart",
    limit: 15 * MiB + 16 * KiB,
  },
  async ({ body }) => {
    const file = body.get("file");
    if (!(file instanceof Blob) || file.size === 0) {
      const problem = "Send the photo as a file in the form field file";
      throw new HttpError(400, problem, { fields: { file: problem } });
    }
    const imagePath = await saveImage(Buffer.from(await file.arrayBuffer()));
    return privateJson({ imagePath }, 201, { Location: imagePath });
  },
);
