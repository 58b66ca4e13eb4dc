import type { getImageProps } from "next/image";

export type ImgAttributes = ReturnType<typeof getImageProps>["props"];

// Attributes come from `getImageProps` on the server, so no next/image client code is needed.
export function Img({ alt, ...attributes }: ImgAttributes & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, made on the server
  return <img {...attributes} alt={alt} />;
}
