"use client";

import { useId, useState } from "react";
import {
  PHOTO_TYPES,
  UploadError,
  uploadPhoto,
  type UploadFailure,
} from "@/lib/products/editor/upload-photo";
import type { T } from "./fields";

const problemKey = {
  tooLarge: "imageTooLarge",
  wrongType: "imageWrongType",
  tooManyPixels: "imageTooManyPixels",
  session: "imageSessionEnded",
  failed: "imageUploadFailed",
} as const satisfies Record<UploadFailure, string>;

type State =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number }
  | { kind: "done" }
  | { kind: "failed"; reason: UploadFailure };

/**
 * A photo from the computer or the phone (file picker, drag and drop, the
 * phone's camera through the picker), sent at once; the product's image
 * becomes the stored photo when the upload is done.
 */
export function PhotoUpload({
  t,
  onUploaded,
}: {
  t: T;
  onUploaded: (imagePath: string) => void;
}) {
  const id = useId();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [over, setOver] = useState(false);
  const uploading = state.kind === "uploading";

  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    setState({ kind: "uploading", percent: 0 });
    try {
      const path = await uploadPhoto(file, (percent) =>
        setState({ kind: "uploading", percent }),
      );
      onUploaded(path);
      setState({ kind: "done" });
    } catch (error) {
      setState({
        kind: "failed",
        reason: error instanceof UploadError ? error.reason : "failed",
      });
    }
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        void send(event.dataTransfer.files[0]);
      }}
      data-photo-drop
      className={`rounded-lg border-2 border-dashed p-3 ${over ? "border-laurel bg-laurel/10" : "border-stone/40"}`}
    >
      <label htmlFor={id} className="text-sm font-semibold text-olive">
        {t("imageUpload")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-stone-dark">
        {t("imageUploadHint")}
      </p>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(",")}
        disabled={uploading}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = "";
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-laurel file:px-4 file:font-semibold file:text-cream"
      />
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {state.kind === "uploading" ? (
          <>
            <span>{t("imageUploading", { percent: state.percent })}</span>
            <progress
              value={state.percent}
              max={100}
              aria-label={t("imageUpload")}
              className="mt-1 block h-2 w-full accent-laurel"
            />
          </>
        ) : state.kind === "done" ? (
          <span className="text-olive">{t("imageUploaded")}</span>
        ) : state.kind === "failed" ? (
          <span className="font-medium text-red-800">
            {t(problemKey[state.reason])}
          </span>
        ) : null}
      </div>
    </div>
  );
}
