"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Img, type ImgAttributes } from "@/components/ui/img";

// The dialog's code (Headless UI) is fetched only when a visitor first opens an image.
const loadDialog = () => import("@/components/ui/dialog");
const Dialog = dynamic(loadDialog, { ssr: false });

// Focus comes back to the button on close: Headless UI, loaded after the click, cannot know it.
export function ProductImageViewer({
  picture,
  alt,
  openLabel,
  closeLabel,
}: {
  picture: ImgAttributes;
  alt: string;
  openLabel: string;
  closeLabel: string;
}) {
  const [open, setOpen] = useState(false);
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
        <Img {...picture} alt="" />
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
          <Img
            {...picture}
            alt={alt}
            width={600}
            height={350}
            loading={undefined}
            fetchPriority={undefined}
            sizes={
              picture.srcSet ? "(max-width: 479px) 300px, 600px" : undefined
            }
            className="h-full w-full object-contain"
          />
        </Dialog>
      ) : null}
    </>
  );
}
