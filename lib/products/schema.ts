import "@/lib/validation/jitless";
import { z } from "zod";
import { uploadedImageId } from "@/lib/images/sources";
import { withNameIds } from "./slug";

// Shared by the admin form and PUT /api/products; messages are AddProducts.errors keys.

/** Ids end up in URLs and Firebase paths, so only safe characters. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const SITE_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The only pictures the site's Content-Security-Policy lets a page show. */
export function isImagePath(value: string): boolean {
  return (
    (SITE_IMAGE.test(value) && !value.includes("..")) ||
    uploadedImageId(value) !== null
  );
}

const text = (max: number, tooLong: string) =>
  z.string({ error: "textRequired" }).trim().max(max, tooLong);

const ingredientSchema = z.object({
  name: text(80, "ingredientNameTooLong").min(1, "ingredientNameRequired"),
  amount: z
    .number({ error: "amountNumber" })
    .positive("amountPositive")
    .max(100_000, "amountTooLarge"),
});

const CURRENCY_CODE = /^[A-Z]{3}$/;
const knownCurrencies =
  typeof Intl.supportedValuesOf === "function"
    ? new Set(Intl.supportedValuesOf("currency"))
    : null;
export const isCurrencyCode = (value: string) =>
  CURRENCY_CODE.test(value) && (knownCurrencies?.has(value) ?? true);

/** At most 2 decimals (12.5, 12.50), allowing for binary fractions such as 0.29 * 100. */
const hasCents = (value: number) => Math.round(value * 100) / 100 === value;

const sellingFields = {
  price: z
    .number({ error: "priceNumber" })
    .positive("pricePositive")
    .max(100_000, "priceTooLarge")
    .refine(hasCents, "priceDecimals")
    .optional(),
  currency: z
    .string({ error: "currencyInvalid" })
    .refine(isCurrencyCode, "currencyInvalid")
    .optional(),
  size: text(40, "sizeTooLong")
    .transform((v) => v || undefined)
    .optional(),
  // Bars in stock: absent when the family does not count them; 0 is out of stock.
  stock: z
    .number({ error: "stockInvalid" })
    .int("stockInvalid")
    .min(0, "stockInvalid")
    .max(1_000_000, "stockInvalid")
    .optional(),
};

export const productSchema = z
  .object({
    id: z.string({ error: "idInvalid" }).regex(ID_PATTERN, "idInvalid"),
    name: text(120, "nameTooLong").min(1, "nameRequired"),
    subtitle: text(160, "subtitleTooLong").default(""),
    description: text(2000, "descriptionTooLong").default(""),
    imagePath: text(500, "imageTooLong")
      .min(1, "imageRequired")
      .refine((v) => v === "" || isImagePath(v), "imageInvalid"),
    ingredients: z
      .array(ingredientSchema, { error: "ingredientsList" })
      .max(40, "tooManyIngredients")
      .default([]),
    ...sellingFields,
  })
  .superRefine((product, ctx) => {
    // A price means nothing without its currency.
    if (product.price !== undefined && product.currency === undefined)
      ctx.addIssue({
        code: "custom",
        message: "currencyRequired",
        path: ["currency"],
      });
  });

function nameNewProducts(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw;
  const field = (item: unknown, key: "id" | "name") =>
    typeof item === "object" && item !== null
      ? (item as Record<string, unknown>)[key]
      : null;
  return withNameIds(
    raw,
    (item) => {
      const name = field(item, "name");
      return field(item, "id") === undefined && typeof name === "string"
        ? name
        : null;
    },
    raw.flatMap((item) => {
      const id = field(item, "id");
      return typeof id === "string" ? [id] : [];
    }),
  );
}

export const productListSchema = z.preprocess(
  nameNewProducts,
  z
    .array(productSchema, { error: "productsList" })
    .max(200, "tooManyProducts")
    .superRefine((products, ctx) => {
      const seen = new Set<string>();
      products.forEach((product, index) => {
        if (seen.has(product.id)) {
          ctx.addIssue({
            code: "custom",
            message: "idDuplicate",
            path: [index, "id"],
          });
        }
        seen.add(product.id);
      });
    }),
);

/** `photos` null where the stored photos are unknown (the browser): uploads are then taken on trust. */
export function unknownImage(
  imagePath: string,
  artwork: ReadonlySet<string>,
  photos: ReadonlySet<string> | null,
): boolean {
  if (uploadedImageId(imagePath) !== null)
    return photos !== null && !photos.has(imagePath);
  return imagePath.startsWith("/images/") && !artwork.has(imagePath);
}
