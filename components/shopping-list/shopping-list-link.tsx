import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { NavLink } from "@/components/layout/nav-link";
import { ListCount } from "./list-count";

// Stands for the count, which only the browser knows, in the server's text.
const COUNT = "\u0000";

/** The count is read from localStorage: blank before hydration, in a slot of fixed width. */
export async function ShoppingListLink({
  variant,
}: {
  variant: "bar" | "menu";
}) {
  const t = await getTranslations("Header");
  const [before, after] = t("shoppingListCount", { count: COUNT }).split(COUNT);
  const bar = variant === "bar";
  return (
    <NavLink
      href="/shopping-list"
      // In the header bar from the md breakpoint; below lg only the icon and count show.
      className={
        bar
          ? "nav-pill hidden min-h-11 items-center gap-1.5 px-3 md:inline-flex"
          : "nav-row gap-2"
      }
    >
      <Icon name="basket" className="size-5.5 shrink-0" />
      <span className={bar ? "sr-only lg:not-sr-only" : ""}>
        {t("shoppingList")}
      </span>
      <span className="inline-block min-w-[4.5ch] text-left tabular-nums">
        <ListCount before={before} after={after} />
      </span>
    </NavLink>
  );
}
