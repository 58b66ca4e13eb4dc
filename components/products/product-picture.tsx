import { ServerImage } from "@/components/ui/server-image";
import { photoLoader } from "./photo-loader";

// The page's largest paint, so fetched first.
export function ProductPicture({ src, alt }: { src: string; alt: string }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-cream-dark ring-1 ring-sand-dark">
      <ServerImage
        src={src}
        alt={alt}
        width={960}
        height={720}
        loader={photoLoader(src)}
        // Full width below 960 px; above, half of the page's 72rem column.
        sizes="(max-width: 959px) 100vw, 540px"
        unoptimized={/^https:/.test(src)}
        preload
        loading="eager"
        fetchPriority="high"
        className="aspect-[4/3] h-auto w-full object-contain"
      />
    </div>
  );
}
