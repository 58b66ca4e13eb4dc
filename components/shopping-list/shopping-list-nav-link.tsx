import { getTranslations } from "next-intl/server";
import { ShoppingListLink } from "./shopping-list-link";

const styles = {
  // In the header bar from the md breakpoint; below lg only the icon and count show.
  bar: {
    className:
      "nav-pill hidden min-h-11 items-center gap-1.5 px-3 md:inline-flex",
    labelClassName: "sr-only lg:not-sr-only",
  },
  menu: {
    className: "nav-row gap-2",
    labelClassName: "",
  },
} as const;

/** The "Shopping list (n)" link, translated on the server, for the header bar or the mobile menu. */
export async function ShoppingListNavLink({
  variant,
}: {
  variant: keyof typeof styles;
}) {
  const header = await getTranslations("Header");
  const t = await getTranslations("ShoppingList");
  return (
    <ShoppingListLink
      label={header("shoppingList")}
      countTemplate={t.raw("headerCount")}
      {...styles[variant]}
    />
  );
}
