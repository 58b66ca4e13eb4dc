import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { productPath } from "@/lib/products/paths";
import type { Product } from "@/lib/products/types";
import { siteOpenGraph } from "./site-metadata";

const DESCRIPTION_LENGTH = 160;

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

export function productSummary(product: Product): string {
  const text = [product.subtitle, product.description]
    .map((part) => part.trim())
    .filter(Boolean)
    .map(sentence)
    .join(" ");
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const word = cut.lastIndexOf(" ");
  return `${(word > 0 ? cut.slice(0, word) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** The picture comes from the segment's opengraph-image; an unknown id is kept out of search results. */
export async function productMetadata(
  product: Product | undefined,
): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  if (!product)
    return {
      title: t("productNotFound"),
      robots: { index: false, follow: false },
    };
  const title = product.name;
  const description =
    productSummary(product) || t("productDescription", { name: product.name });
  const path = productPath(product.id);
  return {
    title,
    description,
    alternates: { canonical: path },
    // og:type is "product", which Next.js does not write: the page does (ProductPage).
    openGraph: { ...(await siteOpenGraph()), title, description, url: path },
    // Set again: this object replaces the site's, which names the card type.
    twitter: { card: "summary_large_image", title, description },
  };
}
