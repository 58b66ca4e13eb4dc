import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { PageProduct } from "@/lib/products/catalog-pages";
import { IngredientList } from "./ingredient-list";
import { LikeButton } from "./like-button";
import { ProductPicture } from "./product-picture";
import { SellingDetails } from "./selling-details";

export async function ProductDetails({
  product,
  actions,
}: {
  product: PageProduct;
  actions?: ReactNode;
}) {
  const t = await getTranslations("Products");
  return (
    <article
      aria-labelledby="product-title"
      data-product-id={product.id}
      className="mt-4 grid items-start gap-8 md:grid-cols-2 md:gap-12"
    >
      <ProductPicture
        src={product.imagePath}
        alt={t("imageAlt", { name: product.name })}
      />
      <div className="flex flex-col gap-5">
        <div>
          <h1
            id="product-title"
            className="font-serif text-4xl font-semibold tracking-tight text-olive sm:text-5xl"
          >
            {product.name}
          </h1>
          {product.subtitle ? (
            <p className="mt-2 text-lg font-medium text-laurel-dark">
              {product.subtitle}
            </p>
          ) : null}
        </div>
        <SellingDetails product={product} large />
        {product.description ? (
          <p className="max-w-measure text-lg leading-relaxed text-stone-dark">
            {product.description}
          </p>
        ) : null}
        {product.ingredients.length > 0 ? (
          <section aria-labelledby="product-ingredients">
            <h2
              id="product-ingredients"
              className="font-sans text-sm font-semibold tracking-wide text-olive uppercase"
            >
              {t("ingredientsHeading")}
            </h2>
            <IngredientList ingredients={product.ingredients} />
          </section>
        ) : null}
        <div
          data-product-actions
          className="flex flex-wrap items-center gap-3 border-t border-sand-dark pt-5"
        >
          <LikeButton
            id={product.id}
            name={product.name}
            initialCount={product.likes}
          />
          {actions}
        </div>
      </div>
    </article>
  );
}
