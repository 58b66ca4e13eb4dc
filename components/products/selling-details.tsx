import { getTranslations } from "next-intl/server";
import {
  formattedPrice,
  hasSellingDetails,
  isOutOfStock,
} from "@/lib/products/selling";
import type { Product } from "@/lib/products/types";

export async function SellingDetails({
  product,
  large = false,
}: {
  product: Product;
  large?: boolean;
}) {
  if (!hasSellingDetails(product)) return null;
  const t = await getTranslations("Products");
  const price = formattedPrice(product);
  const inStock = !isOutOfStock(product);
  return (
    <dl
      data-selling-details
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-olive"
    >
      {price ? (
        <div>
          <dt className="sr-only">{t("priceLabel")}</dt>
          <dd
            data-price
            className={`font-serif font-semibold tabular-nums ${large ? "text-3xl" : "text-xl"}`}
          >
            {price}
          </dd>
        </div>
      ) : null}
      {product.size ? (
        <div>
          <dt className="sr-only">{t("sizeLabel")}</dt>
          <dd data-size className="font-medium text-stone-dark">
            {product.size}
          </dd>
        </div>
      ) : null}
      {product.stock !== undefined ? (
        <div>
          <dt className="sr-only">{t("stockLabel")}</dt>
          <dd
            data-stock={inStock ? "in" : "out"}
            className={`inline-flex items-center gap-1.5 text-sm font-semibold ${inStock ? "text-laurel-dark" : "text-stone-dark"}`}
          >
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${inStock ? "bg-laurel" : "border-2 border-stone-dark"}`}
            />
            {t(inStock ? "inStock" : "outOfStock")}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
