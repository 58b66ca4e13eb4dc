"use client";

import dynamic from "next/dynamic";
import Image from "next/image";
import { useRef, useState } from "react";
import { photoLoader } from "./photo-loader";

// The dialog's code (Headless UI) is fetched only when a visitor first opens an image.
const loadDialog = () => import("@/components/ui/dialog");
const Dialog = dynamic(loadDialog, { ssr: false });

/** Site artwork goes through next/image; a remote address is shown as it is. */
const isRemote = (src: string) => /^https:/.test(src);

/** How the card's picture is fetched: lazily unless it is in view on arrival. */
export type ImageLoading = {
  loading: "eager" | "lazy";
  fetchPriority: "high" | "auto";
};

/**
 * A card's image as a button that opens the image viewer dialog: one image
 * filling a 600×350 box (300×250 under 480 px), Close over its corner, the
 * product's name as the dialog's label. Focus comes back to this
 * button on close (Headless UI cannot know it when its code loaded after the click).
 */
export function ProductImageViewer({
  src,
  alt,
  openLabel,
  closeLabel,
  loading = { loading: "lazy", fetchPriority: "auto" },
}: {
  src: string;
  alt: string;
  openLabel: string;
  closeLabel: string;
  loading?: ImageLoading;
}) {
  const [open, setOpen] = useState(false);
  const loader = photoLoader(src);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={openLabel}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className="block w-full cursor-zoom-in overflow-hidden rounded-xl bg-cream-dark"
      >
        <Image
          src={src}
          alt=""
          width={480}
          height={360}
          loading={loading.loading}
          fetchPriority={loading.fetchPriority}
          loader={loader}
          // The card is the full width below 600 px, half to 960 px, a third above.
          sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, 400px"
          unoptimized={isRemote(src)}
          className="aspect-[4/3] h-auto w-full object-contain"
        />
      </button>
      {used ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          onClosed={() => button.current?.focus()}
          title={alt}
          hideTitle
          closeLabel={closeLabel}
          fill
          panelClassName="w-[600px] h-[350px] max-[479.98px]:w-[300px] max-[479.98px]:h-[250px]"
        >
          <Image
            src={src}
            alt={alt}
            width={600}
            height={350}
            loader={loader}
            sizes="(max-width: 479px) 300px, 600px"
            unoptimized={isRemote(src)}
            className="h-full w-full object-contain"
          />
        </Dialog>
      ) : null}
    </>
  );
}
