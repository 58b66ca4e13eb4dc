import { islandStrings } from "@/lib/i18n/island";
import { AddSoapButton } from "./add-soap-button";
import { ADD_SOAP_KEYS } from "./keys";

/**
 * "Add to my list" for a soap on a server-rendered page (a product card, a
 * product's own page): each click puts one more bar of it on the visitor's
 * list. Translates the button's strings here.
 */
export async function AddSoap({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  return (
    <AddSoapButton
      productId={productId}
      productName={productName}
      strings={await islandStrings("ShoppingList", ADD_SOAP_KEYS)}
      className={className}
    />
  );
}
