import { getTranslations } from "next-intl/server";
import { ShoppingListLink } from "./shopping-list-link";

const styles = {
  // In the header bar from the md breakpoint; below lg only the icon and count show.
  bar: {
    className:
      "hidden min-h-11 items-center gap-1.5 rounded-full px-3 text-[0.95rem] font-medium text-olive transition-colors hover:bg-sand data-current:bg-laurel data-current:text-cream md:inline-flex",
    labelClassName: "sr-only lg:not-sr-only",
  },
  menu: {
    className:
      "flex min-h-12 items-center gap-2 rounded-lg px-4 text-lg font-medium text-olive hover:bg-sand data-current:bg-laurel data-current:text-cream",
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
