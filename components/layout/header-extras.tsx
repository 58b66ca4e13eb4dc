import { ShoppingListNavLink } from "@/components/shopping-list/shopping-list-nav-link";

/**
 * The header's slot for what later features add beside the navigation
 * (the signed-in account menu, the shopping-list link).
 */
export function HeaderExtras() {
  return (
    <>
      <ShoppingListNavLink variant="bar" />
    </>
  );
}
