import { NextResponse } from "next/server";
import { authorize } from "@/lib/account/auth/session";
import { imageFailure, saveImage } from "@/lib/images";
import { KiB, MiB, readMultipart } from "@/lib/http/read-body";
import { jsonError, refuseAllBut } from "@/lib/http/responses";

// A phone's full-size photo of up to 15 MB fits, with room for the form's own lines.
const MAX_BODY = 15 * MiB + 16 * KiB;

/**
 * POST /api/images (editors): a multipart form with the photo in `file`.
 * 201 `{ imagePath }`, the path to put in a product's `imagePath`.
 */
export async function POST(req: Request) {
  const auth = await authorize(req, "editor");
  if (!auth.ok) return auth.response;
  const form = await readMultipart(req, MAX_BODY);
  if (!form.ok) return form.response;
  const file = form.value.get("file");
  if (!(file instanceof Blob) || file.size === 0) {
    const problem = "Send the photo as a file in the form field file";
    return jsonError(400, problem, { file: problem });
  }
  try {
    const imagePath = await saveImage(Buffer.from(await file.arrayBuffer()));
    return NextResponse.json(
      { imagePath },
      {
        status: 201,
        headers: { Location: imagePath, "Cache-Control": "no-store" },
      },
    );
  } catch (error) {
    return imageFailure(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = refuseAllBut("POST");
