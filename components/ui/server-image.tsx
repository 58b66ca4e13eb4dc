import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadImage } from "react-dom";
import { Img } from "./img";

// Same attributes as next/image, so pages whose pictures never change download none of its client code.
export function ServerImage(image: ImageProps) {
  const { props } = getImageProps(image);
  if (image.preload) preloadPicture(image);
  return <Img {...props} alt={image.alt} />;
}

export function preloadPicture(image: ImageProps) {
  const { props } = getImageProps(image);
  preloadImage(props.src, {
    as: "image",
    fetchPriority: props.fetchPriority,
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
  });
}
