/** Photos the server accepts; it checks the content itself, this only spares a useless upload. */
export const PHOTO_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
];
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type UploadFailure =
  "tooLarge" | "wrongType" | "tooManyPixels" | "session" | "failed";

export class UploadError extends Error {
  constructor(readonly reason: UploadFailure) {
    super(reason);
    this.name = "UploadError";
  }
}

/** What the browser can tell before sending: too large, or plainly not a photo. */
export function checkPhoto(
  file: Pick<File, "size" | "type">,
): UploadFailure | null {
  if (file.size > MAX_PHOTO_BYTES) return "tooLarge";
  if (file.type && !PHOTO_TYPES.includes(file.type)) return "wrongType";
  return null;
}

const REASONS: Record<number, UploadFailure> = {
  401: "session",
  413: "tooLarge",
  415: "wrongType",
  422: "tooManyPixels",
};

/** POST /api/images with `file`, reporting progress (XMLHttpRequest can, fetch cannot); answers the stored photo's path. */
export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const problem = checkPhoto(file);
  if (problem) return Promise.reject(new UploadError(problem));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/images");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { imagePath?: unknown } | null;
      if (request.status === 201 && typeof body?.imagePath === "string")
        return resolve(body.imagePath);
      reject(new UploadError(REASONS[request.status] ?? "failed"));
    };
    request.onerror = () => reject(new UploadError("failed"));
    request.ontimeout = () => reject(new UploadError("failed"));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
