"use client";

import Image from "next/image";
import { useTranslations } from "next-intl";
import { thumbnailSrc } from "@/components/products/editor/product-thumbnail";
import type { GalleryPicture } from "@/lib/gallery/schema";

const button =
  "inline-flex min-h-11 items-center rounded-full border border-stone px-4 font-semibold text-olive hover:bg-sand disabled:opacity-50";

export function GalleryItem({
  picture,
  index,
  count,
  showEmpty,
  onCaption,
  onMove,
  onRemove,
}: {
  picture: GalleryPicture;
  index: number;
  count: number;
  showEmpty: boolean;
  onCaption: (caption: string) => void;
  onMove: (from: number, to: number, focus: string) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("GalleryEditor");
  const captionId = `${picture.id}-caption`;
  const empty = showEmpty && picture.caption.trim() === "";
  return (
    <li
      aria-label={t("position", {
        number: index + 1,
        count,
      })}
      className="rounded-2xl border border-sand-dark/70 bg-cream-dark/60 p-3"
    >
      <div className="flex flex-wrap items-start gap-3">
        <Image
          src={thumbnailSrc(picture.imagePath)}
          alt=""
          width={120}
          height={90}
          unoptimized
          className="h-[90px] w-[120px] shrink-0 rounded-lg bg-sand object-cover"
        />
        <div className="min-w-0 flex-1 basis-48">
          <label
            htmlFor={captionId}
            className="text-sm font-semibold text-olive"
          >
            {t("caption")}
          </label>
          <textarea
            id={captionId}
            rows={2}
            value={picture.caption}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? `${captionId}-error` : undefined}
            onChange={(event) => onCaption(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-stone/60 bg-white px-3 py-2"
          />
          {empty ? (
            <p
              id={`${captionId}-error`}
              className="mt-1 text-sm font-medium text-red-800"
            >
              {t("errors.captionMissing")}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {([-1, 1] as const).map((step) => {
          const to = index + step;
          const [here, other] = step < 0 ? ["up", "down"] : ["down", "up"];
          // At the end of the list this button is disabled: focus goes to the other one.
          const end = step < 0 ? to === 0 : to === count - 1;
          return (
            <button
              key={here}
              type="button"
              id={`${picture.id}-${here}`}
              disabled={to < 0 || to >= count}
              onClick={() =>
                onMove(index, to, `${picture.id}-${end ? other : here}`)
              }
              className={button}
            >
              {t(step < 0 ? "moveUp" : "moveDown")}
            </button>
          );
        })}
        <button
          type="button"
          onClick={onRemove}
          className={`${button} text-red-800`}
        >
          {t("remove")}
        </button>
      </div>
    </li>
  );
}
