import type { Product } from "@/lib/products/types";
import { AddIngredientsButton, AddSoapButton } from "./add-buttons";

export function ListActions({
  product,
}: {
  product: Pick<Product, "id" | "name" | "ingredients" | "stock">;
}) {
  return (
    <div className="flex flex-col items-start gap-2">
      <AddSoapButton product={product} />
      <AddIngredientsButton
        ingredients={product.ingredients}
        productName={product.name}
      />
    </div>
  );
}
