import "server-only";
import { S3ServiceException } from "@aws-sdk/client-s3";
import { jsonError, unavailable } from "@/lib/http/responses";
import { ImageRejectedError } from "./process";
import { logFailure } from "@/lib/log-failure";

/** Maps a refused upload to its answer; a failing store is logged and answered 502 or 503. */
export function imageFailure(error: unknown): Response {
  if (error instanceof ImageRejectedError)
    return jsonError(error.status, error.message);
  logFailure("[images] the image store failed", error);
  if (error instanceof S3ServiceException && error.$fault === "client")
    return jsonError(502, "The image store refused the request");
  return unavailable("The image store is not available; try again shortly");
}
