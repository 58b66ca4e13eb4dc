import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadImage } from "react-dom";
import { Img } from "./img";

/**
 * next/image for server components: the same attributes (size, srcset, lazy
 * or eager loading, priority), so pages whose pictures never change in the
 * browser download none of its client code. `preload` also asks for the
 * picture from the document's head.
 */
export function ServerImage(image: ImageProps) {
  const { props } = getImageProps(image);
  if (image.preload) preloadPicture(image);
  return <Img {...props} alt={image.alt} />;
}

/** Asks for the picture from the document's head, at its `fetchPriority`. */
export function preloadPicture(image: ImageProps) {
  const { props } = getImageProps(image);
  preloadImage(props.src, {
    as: "image",
    fetchPriority: props.fetchPriority,
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
  });
}
