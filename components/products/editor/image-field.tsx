"use client";

import Image from "next/image";
import { isImagePath } from "@/lib/products/schema";
import { unknownImage } from "@/lib/products/image-rule";
import { describedBy, FieldError, inputClass, type T } from "./fields";
import { PhotoUpload } from "./photo-upload";

const OTHER = "";

/** The product image: an uploaded photo or one of the site's artworks (or its path), with a preview. */
export function ImageField({
  id,
  value,
  artwork,
  error,
  t,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  artwork: string[];
  error: string | undefined;
  t: T;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const chosen = artwork.includes(value) ? value : OTHER;
  const path = value.trim();
  const previewable =
    isImagePath(path) && !unknownImage(path, new Set(artwork), null);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <legend className="text-sm font-semibold text-olive">{t("image")}</legend>
      <div className="grid gap-3">
        {path === "" ? (
          <p className="font-semibold text-olive">{t("addPhoto")}</p>
        ) : null}
        <PhotoUpload t={t} onUploaded={onChange} />
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
          <FieldError id={id} error={error} />
        </div>
      </div>
      <figure className="flex h-30 w-40 items-center justify-center overflow-hidden rounded-lg bg-cream-dark ring-1 ring-sand-dark">
        {previewable ? (
          <Image
            src={path}
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
    </fieldset>
  );
}
