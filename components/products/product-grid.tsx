import { getImageProps } from "next/image";
import { getTranslations } from "next-intl/server";
import { IngredientList } from "./ingredient-list";
import { LikeButton } from "./like-button";
import { photoLoader } from "./photo-loader";
import { ProductImageViewer } from "./product-image-viewer";
import { SellingDetails } from "./selling-details";
import { productPath } from "@/lib/products/paths";
import type { ReactNode } from "react";
import type { PageProduct } from "@/lib/products/catalog-pages";

export function ProductGrid({
  products,
  label,
  actions,
}: {
  products: PageProduct[];
  label: string;
  actions?: (product: PageProduct) => ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className="-mx-2 flex flex-wrap justify-center *:basis-full *:p-2 sm:-mx-3 sm:*:basis-1/2 sm:*:p-3 md:*:basis-1/3"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            first={index === 0}
            actions={actions?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}

async function ProductCard({
  product,
  actions,
  first,
}: {
  product: PageProduct;
  /** The largest paint on a phone, so its picture is fetched first; the others are lazy. */
  first: boolean;
  actions?: ReactNode;
}) {
  const t = await getTranslations("Products");
  const { name } = product;
  const titleId = `product-${product.id}-title`;
  const src = product.imagePath;
  const { props: picture } = getImageProps({
    src,
    alt: "",
    width: 480,
    height: 360,
    loading: first ? "eager" : "lazy",
    fetchPriority: first ? "high" : "auto",
    loader: photoLoader(src),
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
        alt={t("imageAlt", { name })}
        openLabel={t("viewImage", { name })}
        closeLabel={t("close")}
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
      {product.ingredients.length > 0 ? (
        <div>
          <h3 className="font-sans text-sm font-semibold tracking-wide uppercase">
            {t("ingredientsHeading")}
          </h3>
          <IngredientList
            ingredients={product.ingredients}
            className="text-sm"
          />
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
