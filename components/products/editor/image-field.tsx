"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { isImagePath, unknownImage } from "@/lib/products/schema";
import { describedBy, FieldError, inputClass } from "./fields";
import { PhotoUpload } from "./photo-upload";

const OTHER = "";

/**
 * The product's picture: shown as a picture, with Change photo and Remove.
 * A site artwork or a path is for the rare editor who wants one, behind a
 * disclosure (opened by itself when the value is something it cannot show).
 */
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
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-olive">{t("image")}</legend>
      {path === "" ? (
        <p className="font-semibold text-olive">{t("addPhoto")}</p>
      ) : null}
      <PhotoUpload
        picture={previewable ? path : null}
        onUploaded={onChange}
        onRemove={() => onChange("")}
      />
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
