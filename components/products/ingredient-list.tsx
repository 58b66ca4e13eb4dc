import { getTranslations } from "next-intl/server";
import type { PageProduct } from "@/lib/products/catalog-pages";

export async function IngredientList({
  ingredients,
  className = "",
}: {
  ingredients: PageProduct["ingredients"];
  className?: string;
}) {
  const t = await getTranslations("Products");
  return (
    <ul className={`mt-2 space-y-1 text-olive ${className}`}>
      {ingredients.map((ingredient, i) => (
        <li key={i}>
          {t("ingredientLine", {
            name: ingredient.name,
            amount: String(ingredient.amount),
          })}
        </li>
      ))}
    </ul>
  );
}
