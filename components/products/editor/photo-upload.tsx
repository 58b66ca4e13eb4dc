"use client";

import { useTranslations } from "next-intl";
import Image from "next/image";
import { useId, useRef, useState, type Ref } from "react";
import {
  PHOTO_TYPES,
  UploadError,
  uploadPhoto,
  type UploadFailure,
} from "@/components/products/editor/upload-photo";
import { thumbnailSrc } from "./product-thumbnail";

const problemKey = {
  tooLarge: "imageTooLarge",
  wrongType: "imageWrongType",
  tooManyPixels: "imageTooManyPixels",
  session: "imageSessionEnded",
  failed: "imageUploadFailed",
} as const satisfies Record<UploadFailure, string>;

const button =
  "inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors disabled:cursor-wait disabled:opacity-60";

/** A photo sent to POST /api/images as soon as it is chosen, with its progress and outcome. */
export function usePhotoUpload(onUploaded: (imagePath: string) => void) {
  const [state, setState] = useState<
    | { kind: "idle" | "done" }
    | { kind: "uploading"; percent: number }
    | { kind: "failed"; reason: UploadFailure }
  >({ kind: "idle" });
  const uploading = state.kind === "uploading";
  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    setState({ kind: "uploading", percent: 0 });
    try {
      onUploaded(
        await uploadPhoto(file, (percent) =>
          setState({ kind: "uploading", percent }),
        ),
      );
      setState({ kind: "done" });
    } catch (error) {
      setState({
        kind: "failed",
        reason: error instanceof UploadError ? error.reason : "failed",
      });
    }
  };
  return { state, uploading, send };
}

/** The file field of an upload (a phone offers its camera in the picker), its hint, and its progress and outcome. */
export function PhotoInput({
  id,
  upload: { state, uploading, send },
  text,
  hidden,
  className,
  labelClassName,
  inputRef,
}: {
  id: string;
  upload: ReturnType<typeof usePhotoUpload>;
  text: {
    label: string;
    hint: string;
    uploading: (percent: number) => string;
    uploaded: string;
    problem: (reason: UploadFailure) => string;
  };
  hidden?: boolean;
  className?: string;
  labelClassName: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <div hidden={hidden} className={className}>
        <label htmlFor={id} className={labelClassName}>
          {text.label}
        </label>
        <input
          ref={inputRef}
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
        {text.hint}
      </p>
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {state.kind === "uploading" ? (
          <>
            <span>{text.uploading(state.percent)}</span>
            <progress
              value={state.percent}
              max={100}
              aria-label={text.label}
              className="mt-1 block h-2 w-full accent-laurel"
            />
          </>
        ) : state.kind === "done" ? (
          <span className="text-olive">{text.uploaded}</span>
        ) : state.kind === "failed" ? (
          <span className="font-medium text-red-800">
            {text.problem(state.reason)}
          </span>
        ) : null}
      </div>
    </>
  );
}

/**
 * The product's picture, and a photo to upload by file picker or drag and
 * drop; the file field shows only while there is no picture (Change photo
 * opens its picker).
 */
export function PhotoUpload({
  picture,
  onUploaded,
  onRemove,
}: {
  /** The image path to show, or null when there is no picture the site can show. */
  picture: string | null;
  onUploaded: (imagePath: string) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("AddProducts");
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const upload = usePhotoUpload(onUploaded);
  const [over, setOver] = useState(false);

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
        void upload.send(event.dataTransfer.files[0]);
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
              disabled={upload.uploading}
              aria-describedby={`${id}-hint`}
              onClick={() => file.current?.click()}
              className={`${button} bg-laurel text-cream hover:bg-laurel-dark`}
            >
              {t("changePhoto")}
            </button>
            <button
              type="button"
              disabled={upload.uploading}
              onClick={onRemove}
              className={`${button} border border-stone text-olive hover:bg-sand`}
            >
              {t("removePhoto")}
            </button>
          </div>
        ) : null}
      </div>
      {/* Kept when hidden: Change photo opens its file picker. */}
      <PhotoInput
        id={id}
        upload={upload}
        inputRef={file}
        hidden={picture !== null}
        className="mt-3"
        labelClassName="text-sm font-semibold text-olive"
        text={{
          label: t("imageUpload"),
          hint: t("imageUploadHint"),
          uploading: (percent) => t("imageUploading", { percent }),
          uploaded: t("imageUploaded"),
          problem: (reason) => t(problemKey[reason]),
        }}
      />
    </div>
  );
}
