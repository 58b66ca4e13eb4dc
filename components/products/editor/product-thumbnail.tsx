"use client";

import Image from "next/image";
import { uploadedImageId } from "@/lib/images/sources";
import { isImagePath } from "@/lib/products/schema";

export function thumbnailSrc(path: string): string {
  const photo = uploadedImageId(path);
  return photo ? `/media/${photo}-320.webp` : path;
}

export function ProductThumbnail({ imagePath }: { imagePath: string }) {
  const path = imagePath.trim();
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-cream-dark ring-1 ring-sand-dark">
      {isImagePath(path) ? (
        <Image
          src={thumbnailSrc(path)}
          alt=""
          width={40}
          height={40}
          unoptimized
          data-testid="product-thumbnail"
          className="size-full object-cover"
        />
      ) : null}
    </span>
  );
}
