import type { getImageProps } from "next/image";

/** The attributes next/image computes for an <img>: size, srcset, loading, style. */
export type ImgAttributes = ReturnType<typeof getImageProps>["props"];

/**
 * An <img> drawn from next/image's attributes, computed on the server with
 * `getImageProps`: server and client components can both show it without
 * next/image's client code.
 */
export function Img({ alt, ...attributes }: ImgAttributes & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, made on the server
  return <img {...attributes} alt={alt} />;
}
