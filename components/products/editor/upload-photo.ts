import { RequestError, upload } from "@/lib/http/client";

// The server checks the content itself; this only spares a useless upload.
export const PHOTO_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
];
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

export type UploadFailure =
  "tooLarge" | "wrongType" | "tooManyPixels" | "session" | "failed";

export function checkPhoto(
  file: Pick<File, "size" | "type">,
): UploadFailure | null {
  if (file.size > MAX_PHOTO_BYTES) return "tooLarge";
  if (file.type && !PHOTO_TYPES.includes(file.type)) return "wrongType";
  return null;
}

const REFUSALS: Partial<Record<number, UploadFailure>> = {
  401: "session",
  413: "tooLarge",
  415: "wrongType",
  422: "tooManyPixels",
};

export const uploadFailure = (error: unknown): UploadFailure =>
  (error instanceof RequestError && REFUSALS[error.status]) || "failed";

export const uploadPhoto = (
  file: File,
  onProgress: (percent: number) => void,
) => {
  const form = new FormData();
  form.append("file", file);
  return upload<{ imagePath: string }>("/api/images", form, onProgress).then(
    (body) => body.imagePath,
  );
};
