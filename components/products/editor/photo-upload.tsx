"use client";

import Image from "next/image";
import { useId, useRef, useState } from "react";
import {
  PHOTO_TYPES,
  UploadError,
  uploadPhoto,
  type UploadFailure,
} from "@/components/products/editor/upload-photo";
import type { T } from "./fields";
import { thumbnailSrc } from "./product-thumbnail";

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

const button =
  "inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors disabled:cursor-wait disabled:opacity-60";

/**
 * The product's picture and a photo from the computer or the phone (file
 * picker, drag and drop, the phone's camera through the picker), sent at
 * once; the product's image becomes the stored photo when the upload is
 * done. With a picture the box shows it, with Change photo and Remove; the
 * file field itself shows only while there is none.
 */
export function PhotoUpload({
  t,
  picture,
  onUploaded,
  onRemove,
}: {
  t: T;
  /** The image path to show, or null when there is no picture the site can show. */
  picture: string | null;
  onUploaded: (imagePath: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
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
      <div className="flex flex-wrap items-center gap-4">
        <figure className="flex h-30 w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-cream-dark ring-1 ring-sand-dark">
          {picture ? (
            <Image
              src={thumbnailSrc(picture)}
              alt={t("imagePreview")}
              width={160}
              height={120}
              unoptimized
              className="h-full w-full object-contain"
            />
          ) : (
            <figcaption className="px-2 text-center text-sm text-stone-dark">
              {t("noPicture")}
            </figcaption>
          )}
        </figure>
        {picture ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={uploading}
              aria-describedby={`${id}-hint`}
              onClick={() => file.current?.click()}
              className={`${button} bg-laurel text-cream hover:bg-laurel-dark`}
            >
              {t("changePhoto")}
            </button>
            <button
              type="button"
              disabled={uploading}
              onClick={onRemove}
              className={`${button} border border-stone text-olive hover:bg-sand`}
            >
              {t("removePhoto")}
            </button>
          </div>
        ) : null}
      </div>
      {/* Kept when hidden: Change photo opens its file picker. */}
      <div hidden={picture !== null} className="mt-3">
        <label htmlFor={id} className="text-sm font-semibold text-olive">
          {t("imageUpload")}
        </label>
        <input
          ref={file}
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
      </div>
      <p id={`${id}-hint`} className="mt-2 text-sm text-stone-dark">
        {t("imageUploadHint")}
      </p>
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
