"use client";

import { useTranslations } from "next-intl";
import Image from "next/image";
import { useRef, useState } from "react";
import { isImagePath, unknownImage } from "@/lib/products/schema";
import type { UploadFailure } from "./upload-photo";
import { describedBy, FieldError, inputClass } from "./fields";
import { PhotoInput, usePhotoUpload } from "./photo-upload";
import { thumbnailSrc } from "./product-thumbnail";

const OTHER = "";

const problemKey = {
  tooLarge: "imageTooLarge",
  wrongType: "imageWrongType",
  tooManyPixels: "imageTooManyPixels",
  session: "imageSessionEnded",
  failed: "imageUploadFailed",
} as const satisfies Record<UploadFailure, string>;

const button =
  "inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors disabled:cursor-wait disabled:opacity-60";

// The artwork/path disclosure opens by itself when the value is something it cannot show.
export function ImageField({
  id,
  value,
  artwork,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  artwork: string[];
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useTranslations("AddProducts");
  const chosen = artwork.includes(value) ? value : OTHER;
  const path = value.trim();
  const previewable =
    isImagePath(path) && !unknownImage(path, new Set(artwork), null);
  const [more, setMore] = useState(path !== "" && !previewable);
  const upload = usePhotoUpload(onChange);
  const file = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const uploadId = `${id}-upload`;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-olive">{t("image")}</legend>
      {path === "" ? (
        <p className="font-semibold text-olive">{t("addPhoto")}</p>
      ) : null}
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
            {previewable ? (
              <Image
                src={thumbnailSrc(path)}
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
          {previewable ? (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                disabled={upload.uploading}
                aria-describedby={`${uploadId}-hint`}
                onClick={() => file.current?.click()}
                className={`${button} bg-laurel text-cream hover:bg-laurel-dark`}
              >
                {t("changePhoto")}
              </button>
              <button
                type="button"
                disabled={upload.uploading}
                onClick={() => onChange("")}
                className={`${button} border border-stone text-olive hover:bg-sand`}
              >
                {t("removePhoto")}
              </button>
            </div>
          ) : null}
        </div>
        {/* Kept when hidden: Change photo opens its file picker. */}
        <PhotoInput
          id={uploadId}
          upload={upload}
          inputRef={file}
          hidden={previewable}
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
      <FieldError id={id} error={error} />
      {/* A button, not a nested <details>: the product itself is one. */}
      <div className="rounded-lg ring-1 ring-sand-dark">
        <button
          type="button"
          aria-expanded={more}
          aria-controls={`${id}-more`}
          onClick={() => setMore(!more)}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-semibold text-laurel-dark"
        >
          <span
            aria-hidden="true"
            className={`transition-transform ${more ? "rotate-90" : ""}`}
          >
            ▸
          </span>
          {t("imageMore")}
        </button>
        <div id={`${id}-more`} hidden={!more} className="grid gap-3 px-3 pb-3">
          <div>
            <label htmlFor={`${id}-choice`} className="text-sm text-stone-dark">
              {t("imageChoose")}
            </label>
            <select
              id={`${id}-choice`}
              value={chosen}
              onChange={(e) =>
                e.target.value !== OTHER && onChange(e.target.value)
              }
              className={inputClass}
            >
              {artwork.map((path) => (
                <option key={path} value={path}>
                  {path.split("/").pop()}
                </option>
              ))}
              <option value={OTHER}>{t("imageOther")}</option>
            </select>
          </div>
          <div>
            <label htmlFor={id} className="text-sm text-stone-dark">
              {t("imagePath")}
            </label>
            <input
              id={id}
              type="text"
              inputMode="url"
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              className={inputClass}
              {...describedBy(id, error)}
            />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
