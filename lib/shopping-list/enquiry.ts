import { sameName, type ListItem } from "./item";

/**
 * What "Send as an enquiry" attaches: the soaps, and the ingredients only
 * when the visitor ticked the box for them (the list starts with apples and
 * tomatoes, which are no order of soap).
 */
export function enquiryItems(
  items: readonly Readonly<ListItem>[],
  withIngredients: boolean,
): ListItem[] {
  const of = (soap: boolean) =>
    items.filter((item) => (item.kind === "soap") === soap);
  return [...of(true), ...(withIngredients ? of(false) : [])];
}

/** The list once an enquiry went out: the soaps it named are taken off, ingredients stay. */
export function withoutSentSoaps(
  items: readonly Readonly<ListItem>[],
  sentNames: readonly string[],
): ListItem[] {
  return items.filter(
    (item) =>
      item.kind !== "soap" ||
      !sentNames.some((name) => sameName(name, item.name)),
  );
}
