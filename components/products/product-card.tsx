import { getImageProps } from "next/image";
import type { ReactNode } from "react";
import type { PageProduct } from "@/lib/products/catalog-pages";
import { LikeButton } from "./like-button";
import { photoLoader } from "./photo-loader";
import { ProductImageViewer } from "./product-image-viewer";
import { SellingDetails } from "./selling-details";
import { productPath } from "@/lib/products/paths";

export type ProductCardText = {
  viewImage: string;
  imageAlt: string;
  close: string;
  ingredientsHeading: string;
  /** One line per ingredient, already formatted as "name : amount". */
  ingredientLines: string[];
};

/** How the card's picture is fetched: lazily unless it is in view on arrival. */
type ImageLoading = {
  loading: "eager" | "lazy";
  fetchPriority: "high" | "auto";
};

/**
 * One product on /products: image (opens the viewer), title (a link to the
 * product's own page), subtitle, the selling details when set, description,
 * ingredients as "name : amount", likes. `actions` is the slot for what other
 * features put on a card (e.g. "Add ingredients to shopping list").
 */
export function ProductCard({
  product,
  text,
  actions,
  image = { loading: "lazy", fetchPriority: "auto" },
}: {
  product: PageProduct;
  text: ProductCardText;
  image?: ImageLoading;
  actions?: ReactNode;
}) {
  const titleId = `product-${product.id}-title`;
  const src = product.imagePath;
  const { props: picture } = getImageProps({
    src,
    alt: "",
    width: 480,
    height: 360,
    ...image,
    loader: photoLoader(src),
    // The card is the full width below 600 px, half to 960 px, a third above.
    sizes: "(max-width: 599px) 100vw, (max-width: 959px) 50vw, 400px",
    // Site artwork goes through next/image; a remote address is shown as it is.
    unoptimized: /^https:/.test(src),
    className: "aspect-[4/3] h-auto w-full object-contain",
  });
  return (
    <article
      aria-labelledby={titleId}
      data-product-id={product.id}
      className="product-card"
    >
      <ProductImageViewer
        picture={picture}
        alt={text.imageAlt}
        openLabel={text.viewImage}
        closeLabel={text.close}
      />
      <div>
        <h2 id={titleId} className="text-xl font-semibold sm:text-2xl">
          {/* A plain anchor, like the site's navigation: no router code on a static page. */}
          <a
            href={productPath(product.id)}
            className="rounded-sm hover:underline focus-visible:underline"
          >
            {product.name}
          </a>
        </h2>
        {product.subtitle ? (
          <p className="mt-1 font-medium text-laurel-dark">
            {product.subtitle}
          </p>
        ) : null}
      </div>
      <SellingDetails product={product} />
      {product.description ? (
        <p className="leading-relaxed text-stone-dark">{product.description}</p>
      ) : null}
      {text.ingredientLines.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-wide uppercase">
            {text.ingredientsHeading}
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-olive">
            {text.ingredientLines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <LikeButton
          id={product.id}
          name={product.name}
          initialCount={product.likes}
        />
        {actions}
      </div>
    </article>
  );
}
